import type { PolicyReading } from "@cloudoc/contract";
import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload, IconExternalLink } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { saveBlob } from "../../../lib/save-file";
import { LoadError } from "../../../ui/States";
import { StoredHtml } from "../../editor/components/StoredHtml";
import editorClasses from "../../editor/editor.module.css";
import { fetchPolicyPdf, readingKeys } from "../api";

/**
 * An uploaded policy: opened in the browser's own PDF viewer (a new tab) or saved. Not framed in
 * the page: the site's Content-Security-Policy allows no blob: frames.
 */
function PdfPolicy({ policy, pdf }: { policy: PolicyReading; pdf: NonNullable<PolicyReading["pdf"]> }) {
  const file = useQuery({
    queryKey: readingKeys.pdf(policy._id, policy.version),
    queryFn: () => fetchPolicyPdf(policy._id, pdf.fileName),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (file.isPending) return <Skeleton height={120} radius="md" aria-label="Loading the PDF" />;
  if (file.isError || !url || !file.data) {
    return (
      <LoadError title="The PDF could not be loaded" error={file.error} onRetry={() => void file.refetch()} />
    );
  }
  const { blob, fileName } = file.data;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            size="md"
          >
            Open the PDF
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            size="md"
            onClick={() => saveBlob(blob, fileName)}
          >
            Download
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {fileName}: open it to read it in your browser's PDF viewer (or download it), then come back here to
          continue.
        </Text>
      </Stack>
    </Paper>
  );
}

/** The policy as the server serves it: the HTML (details filled in), or the uploaded PDF. */
export function PolicyBody({ policy }: { policy: PolicyReading }) {
  if (policy.pdf) return <PdfPolicy policy={policy} pdf={policy.pdf} />;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      component="article"
      aria-label={`${policy.name}, version ${policy.version}`}
    >
      <StoredHtml html={policy.content} className={editorClasses.content} />
    </Paper>
  );
}
