import type { DocumentListItem } from "@cloudoc/contract";
import { Anchor, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFolder } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { UpdateBadge } from "../../updates";
import { reviewWindowText } from "../review-rules";
import { DocumentCards } from "./DocumentCards";
import classes from "./library-lists.module.css";
import { editorPath } from "./paths";
import { ReviewStatusBadge } from "./ReviewStatusBadge";

interface DocumentTableProps {
  caption: string;
  documents: DocumentListItem[];
  /** Selection for bulk actions; absent: no checkboxes. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onToggleAll: () => void };
  /** A per-row action (Mark reviewed). */
  onReview?: (document: DocumentListItem) => void;
}

function FolderCell({ document }: { document: DocumentListItem }) {
  if (!document.folderName)
    return (
      <Text size="sm" c="dimmed">
        Not in a folder
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <IconFolder
        size={16}
        color={document.iconcolour ?? "var(--mantine-color-brand-7)"}
        aria-hidden="true"
      />
      <Text size="sm">{document.folderName}</Text>
    </Group>
  );
}

/**
 * The document lists' table (spec 001 §3 Document list item): name linking to the editor, policy
 * number, folder, review date and status, and who changed it last and when.
 */
export function DocumentTable({ caption, documents, selection, onReview }: DocumentTableProps) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  if (small) return <DocumentCards documents={documents} selection={selection} onReview={onReview} />;
  const allSelected = selection !== undefined && documents.every((d) => selection.selected.has(d._id));
  const someSelected = selection !== undefined && documents.some((d) => selection.selected.has(d._id));
  return (
    <Table.ScrollContainer minWidth={onReview ? 940 : 820} type="native">
      <Table
        aria-label={caption}
        highlightOnHover
        verticalSpacing="sm"
        bg="white"
        withTableBorder
        className={classes.table}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every document on this page"
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={selection.onToggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>Document</Table.Th>
            <Table.Th>Policy number</Table.Th>
            <Table.Th>Folder</Table.Th>
            <Table.Th>Review date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last updated</Table.Th>
            {onReview && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => {
            const window = reviewWindowText(document.review_date);
            return (
              <Table.Tr key={document._id}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${document.name}`}
                      checked={selection.selected.has(document._id)}
                      onChange={() => selection.onToggle(document._id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Anchor component={Link} to={editorPath(document._id)} fw={600} size="sm">
                      {document.name}
                    </Anchor>
                    {document.updateAvailable && <UpdateBadge fileId={document._id} name={document.name} />}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {document.policyNumber || "–"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <FolderCell document={document} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{formatDate(document.review_date)}</Text>
                    {window && (
                      <Text size="xs" c={document.review_status === "Overdue" ? "red" : "dimmed"}>
                        {window}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <ReviewStatusBadge status={document.review_status} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{formatDate(document.updatedAt)}</Text>
                    {document.action_by && (
                      <Text size="xs" c="dimmed">
                        by {document.action_by}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                {onReview && (
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onReview(document)}
                      aria-label={`Mark ${document.name} reviewed`}
                    >
                      Mark reviewed
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
