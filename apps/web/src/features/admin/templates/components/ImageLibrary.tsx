import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorText, LoadError } from "../../../../ui/States";
import { imageFileProblem, imageTypes } from "../../../editor/editor-rules";
import { fetchImages, templateKeys, uploadImage } from "../queries/templates";

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Inserts the picture (a data: URL) at the cursor. */
  onInsert: (url: string, name: string) => void;
}

/** The template image library: upload a picture (checked by the server) or pick one to insert. */
export function ImageLibrary({ opened, onClose, onInsert }: Props) {
  const queryClient = useQueryClient();
  const images = useQuery({ queryKey: templateKeys.images, queryFn: fetchImages, enabled: opened });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) throw new Error(problem);
      return uploadImage(file);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.images }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Template images" size="lg" centered>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            PNG, JPEG, GIF or WebP, 500 KB at most. Choose a picture to insert it.
          </Text>
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={imageTypes.join(",")}>
            {(props) => (
              <Button
                {...props}
                loading={upload.isPending}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
              >
                Upload an image
              </Button>
            )}
          </FileButton>
        </Group>
        {upload.isError && (
          <Alert color="red">
            {upload.error instanceof Error ? upload.error.message : errorText(upload.error)}
          </Alert>
        )}
        {images.isPending && <Loader size="sm" aria-label="Loading the images" />}
        {images.isError && <LoadError title="The images could not be loaded" error={images.error} />}
        {images.data && images.data.total === 0 && <Text size="sm">No images uploaded yet.</Text>}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {images.data?.list.map((image) => (
            <UnstyledButton
              key={image._id}
              onClick={() => onInsert(image.url, image.fileName)}
              aria-label={`Insert ${image.fileName}`}
              style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 6, padding: 6 }}
            >
              <Image src={image.url} alt="" h={80} fit="contain" />
              <Text size="xs" truncate mt={4}>
                {image.fileName}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
