import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { siteImageAccept, useSiteImageUpload } from "../ImageField";
import type { SettingsForm } from "./types";

const maxBanners = 10;

/** The home banner's carousel images, in order: add by uploading, remove one by one. */
export function BannerImages({ form }: { form: SettingsForm }) {
  const images = form.values.bannerImg;
  const upload = useSiteImageUpload((url) => form.insertListItem("bannerImg", url));
  const listError = Object.entries(form.errors).find(([field]) => field.startsWith("bannerImg"))?.[1];
  return (
    <Input.Wrapper
      label="Carousel images"
      description={`Wide images, shown in this order; up to ${maxBanners}.`}
      error={upload.error ?? listError}
      labelElement="div"
    >
      <Stack gap="xs" mt={6}>
        {images.length === 0 && (
          <Text size="sm" c="dimmed">
            No images yet: the carousel shows the standard banner.
          </Text>
        )}
        <Group gap="sm">
          {images.map((url, index) => (
            <Paper key={url} withBorder p={4} radius="sm" pos="relative">
              <Image src={url} alt={`Carousel image ${index + 1}`} h={72} w={128} fit="cover" radius="xs" />
              <Tooltip label="Remove">
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  size="sm"
                  color="red"
                  aria-label={`Remove carousel image ${index + 1}`}
                  onClick={() => form.removeListItem("bannerImg", index)}
                >
                  <IconTrash size={14} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </Paper>
          ))}
        </Group>
        {images.length < maxBanners && (
          <FileButton onChange={upload.choose} accept={siteImageAccept}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                w="fit-content"
                loading={upload.uploading}
                leftSection={<IconPhotoPlus size={16} aria-hidden="true" />}
              >
                Add a carousel image
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
