import { type ExportFormat, messages } from "@cloudoc/contract";
import { Button, type ButtonProps, Menu } from "@mantine/core";
import { IconChevronDown, IconDownload, IconFileTypeDocx, IconFileTypePdf } from "@tabler/icons-react";
import { exportNotice } from "../../lib/notify";
import { downloadDocument } from "./exports-api";
import { useCheckedExport } from "./use-checked-export";

export interface ExportMenuProps {
  /** The company document to export (its `_id`). */
  fileId: string;
  /** Shown in the button's accessible name, e.g. the document's title. */
  documentName?: string;
  disabled?: boolean;
  /** The button's look; defaults to a light button. */
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}

const generating: Record<ExportFormat, string> = {
  pdf: messages.generatingPdf,
  word: messages.generatingWord,
};

/**
 * Export one document as PDF or Word (spec 001 §7 "Exports"). The missing-variables check runs
 * first; while the file is made the 'Generating PDF' / 'Generating Word' notice shows, then
 * 'Document downloaded successfully' (or the catalogue's 'Something Went wrong').
 */
export function ExportMenu({
  fileId,
  documentName,
  disabled,
  variant = "light",
  size = "sm",
}: ExportMenuProps) {
  const { busy, start, modal } = useCheckedExport([fileId], async (format) => {
    exportNotice(generating[format]);
    await downloadDocument(fileId, format);
    exportNotice(messages.documentDownloaded, "success");
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant={variant}
            size={size}
            disabled={disabled}
            loading={busy !== null}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            aria-label={documentName ? `Export ${documentName}` : "Export"}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Download as</Menu.Label>
          <Menu.Item
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            onClick={() => void start("pdf")}
          >
            PDF
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileTypeDocx size={16} aria-hidden="true" />}
            onClick={() => void start("word")}
          >
            Word
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {modal}
    </>
  );
}
