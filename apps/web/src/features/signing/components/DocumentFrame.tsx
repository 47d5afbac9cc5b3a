import { Anchor, Group, Loader, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import classes from "./signing.module.css";

interface Props {
  /** The PDF, once fetched. */
  pdf: Blob | undefined;
  title: string;
  fileName: string;
}

/**
 * The PDF shown in the browser's own viewer from an object URL, with a download link for phones
 * whose browsers show no PDF inline.
 */
export function DocumentFrame({ pdf, title, fileName }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf) return;
    const made = URL.createObjectURL(pdf);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [pdf]);
  if (!url) {
    return (
      <Stack align="center" justify="center" className={classes.documentFrame}>
        <Loader aria-label="Loading the document" />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <iframe src={url} title={title} className={classes.documentFrame} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Can't see the document? Open it in full.
        </Text>
        <Anchor href={url} download={fileName} size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden="true" />
            Download the PDF
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
