import { siteImageMaxBytes, siteMessages } from "@cloudoc/contract";
import { Button, FileButton, Group, Image, Input, Paper } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../../ui/States";
import { uploadSiteImage } from "../queries/site";

/** The kinds the server takes (raster only: an SVG can carry script). */
export const siteImageAccept = "image/png,image/jpeg,image/gif,image/webp,image/x-icon,.ico";

/** Uploads a chosen image, refusing one over the size limit before sending it. */
export function useSiteImageUpload(onUploaded: (url: string) => void) {
  const [error, setError] = useState<string>();
  const upload = useMutation({
    mutationFn: uploadSiteImage,
    onSuccess: (url) => {
      setError(undefined);
      onUploaded(url);
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const choose = (file: File | null) => {
    if (!file) return;
    if (file.size > siteImageMaxBytes) setError(siteMessages.imageFileTooLarge);
    else upload.mutate(file);
  };
  return { choose, error, uploading: upload.isPending };
}

interface ImageFieldProps {
  label: string;
  description?: string;
  /** The image's address ("" for none). */
  value?: string;
  onChange: (url: string) => void;
  error?: string;
}

/** One site image (favicon, admin logo, promo icon): a preview, Upload or Replace, and Remove. */
export function ImageField({ label, description, value = "", onChange, error }: ImageFieldProps) {
  const upload = useSiteImageUpload(onChange);
  return (
    <Input.Wrapper label={label} description={description} error={upload.error ?? error} labelElement="div">
      <Group gap="sm" mt={6} align="center">
        {value && (
          <Paper withBorder p={4} radius="sm">
            <Image src={value} alt={`Current ${label.toLowerCase()}`} h={48} w="auto" fit="contain" />
          </Paper>
        )}
        <FileButton onChange={upload.choose} accept={siteImageAccept}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={upload.uploading}
              aria-label={`${value ? "Replace" : "Upload"} ${label.toLowerCase()}`}
            >
              {value ? "Replace" : "Upload"}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => onChange("")}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
