import { type ExportFormat, messages } from "@cloudoc/contract";
import { Button, type ButtonProps, Menu } from "@mantine/core";
import { IconChevronDown, IconFileTypeDocx, IconFileTypePdf, IconFileZip } from "@tabler/icons-react";
import { exportNotice } from "../../lib/notify";
import { exportStore } from "./export-store";
import { startBulkExport } from "./exports-api";

import { useCheckedExport } from "./use-checked-export";

export interface BulkExportButtonProps {
  /** The selected documents' ids (at most 500), in the order the zip should list them. */
  ids: readonly string[];
  disabled?: boolean;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  /** Called once the export job has started (e.g. to clear the selection). */
  onStarted?: () => void;
}

const generating: Record<ExportFormat, string> = {
  pdf: messages.generatingPdf,
  word: messages.generatingWord,
};

/**
 * Export the selected documents into Documents.zip, as PDF or Word (POST /user/bulk-export-pdf,
 * /user/bulk-export-word). After the missing-variables check it starts the job and hands it to
 * the global ExportProgress panel, which shows the progress and the Download button.
 */
export function BulkExportButton({
  ids,
  disabled,
  variant = "light",
  size = "sm",
  onStarted,
}: BulkExportButtonProps) {
  const { busy, start, modal } = useCheckedExport(ids, async (format) => {
    const job = await startBulkExport(format, ids);
    exportStore.put(job);
    exportNotice(generating[format]);
    onStarted?.();
  });
  const count = ids.length;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant={variant}
            size={size}
            disabled={disabled || count === 0}
            loading={busy !== null}
            leftSection={<IconFileZip size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            Export {count > 0 ? `${count} selected` : "selected"}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Documents.zip of</Menu.Label>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            onClick={() => void start("pdf")}
          >
            PDF files
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypeDocx size={16} aria-hidden="true" />}
            onClick={() => void start("word")}
          >
            Word files
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {modal}
    </>
  );
}
