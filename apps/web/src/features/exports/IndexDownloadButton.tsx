import { messages } from "@cloudoc/contract";
import { Button, VisuallyHidden } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { exportNotice } from "../../lib/notify";
import { downloadIndex } from "./exports-api";
import { exportFailureMessage } from "./use-checked-export";

/**
 * Downloads the document index as a PDF (POST /user/download/index): the whole index, or one
 * folder with its sub-folders. Mounted by the index page in its header and on each folder.
 */
export function IndexDownloadButton({ folderId, label }: { folderId: string | null; label: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    exportNotice(messages.generatingPdfFile);
    try {
      await downloadIndex(folderId, label);
      exportNotice(messages.documentDownloaded, "success");
    } catch (error) {
      exportNotice(exportFailureMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      onClick={() => void download()}
    >
      Download PDF
      <VisuallyHidden>: {label}</VisuallyHidden>
    </Button>
  );
}
