import { type CompanyProfileView, messages, type ProfileImageField } from "@cloudoc/contract";
import { Box, Button, FileButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../../lib/api";
import { centredPopup, toast } from "../../../lib/notify";
import { fetchImageObjectUrl, profileKeys, uploadImage } from "../profile-api";

const accepted = "image/png,image/jpeg,image/gif,image/webp";

/** A profile image shown through its authenticated call (never a public path). */
export function ProfileImagePreview({ reference, alt }: { reference: string | undefined; alt: string }) {
  const image = useQuery({
    queryKey: profileKeys.image(reference ?? ""),
    queryFn: () => fetchImageObjectUrl(reference ?? ""),
    enabled: Boolean(reference),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    const objectUrl = image.data;
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [image.data]);
  if (!reference) {
    return (
      <Stack align="center" justify="center" gap={4} h="100%">
        <IconPhoto size={28} aria-hidden="true" color="var(--mantine-color-gray-5)" />
        <Text size="xs" c="dimmed">
          No image yet
        </Text>
      </Stack>
    );
  }
  return image.data ? (
    <Image src={image.data} alt={alt} fit="contain" h="100%" w="100%" />
  ) : (
    <Text size="xs" c="dimmed" ta="center">
      {image.isError ? "The image could not be loaded" : "Loading…"}
    </Text>
  );
}

interface Props {
  field: ProfileImageField;
  label: string;
  /** The name the upload button is announced by (e.g. "Registered manager Signature"). */
  accessibleName?: string;
  /** The current image's reference, if any. */
  reference: string | undefined;
  disabled: boolean;
}

/**
 * A logo or signature upload with a preview. Images only; the server refuses anything larger
 * than 300 × 300 with the catalogue's message, shown in a centred popup that stays until
 * dismissed (spec 000 §4 Popups).
 */
export function ProfileImageInput({ field, label, accessibleName, reference, disabled }: Props) {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(field, file),
    onSuccess: ({ message, image }) => {
      toast(message || messages.successfullyUploaded, "success");
      queryClient.setQueryData<CompanyProfileView>(profileKeys.profile, (profile) =>
        profile ? { ...profile, images: { ...profile.images, [field]: image } } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : messages.notUploaded;
      void centredPopup(message, "error");
    },
  });
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Paper withBorder radius="md" w={120} h={120} p={6} style={{ flex: "none" }}>
        <ProfileImagePreview reference={reference} alt={accessibleName ?? label} />
      </Paper>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          PNG, JPEG, GIF or WebP, at most 300 × 300 pixels.
        </Text>
        <Box>
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={accepted} disabled={disabled}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden="true" />}
                loading={upload.isPending}
                aria-label={`Upload ${(accessibleName ?? label).toLowerCase()}`}
              >
                {reference ? "Replace" : "Upload"}
              </Button>
            )}
          </FileButton>
        </Box>
      </Stack>
    </Group>
  );
}
