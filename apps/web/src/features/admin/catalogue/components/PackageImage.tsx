import { type AdminPackage, adminCatalogueMessages as m, packageImageMaxBytes } from "@cloudoc/contract";
import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { catalogueKeys, uploadPackageImage } from "../queries/catalogue";

const accepted = "image/png,image/jpeg,image/webp";

/** The picture on the package's catalogue card: PNG, JPEG or WebP of at most 2 MB. */
export function PackageImage({ pkg }: { pkg: AdminPackage }) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => uploadPackageImage(pkg.id, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogueKeys.package(saved.id), saved);
      toast("The image is saved.", "success");
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > packageImageMaxBytes) toast(m.packageImageTooLarge, "error");
    else upload.mutate(file);
  };
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {pkg.image ? (
        <Image
          src={pkg.image}
          alt={`The image of ${pkg.name}`}
          w={180}
          h={120}
          fit="contain"
          radius="sm"
          bg="gray.1"
        />
      ) : (
        <Text c="dimmed" size="sm" w={180}>
          No image yet.
        </Text>
      )}
      <Stack gap={4}>
        <FileButton onChange={choose} accept={accepted}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
              loading={upload.isPending}
            >
              {pkg.image ? "Replace image" : "Upload image"}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG or WebP, 2 MB at most.
        </Text>
      </Stack>
    </Group>
  );
}
