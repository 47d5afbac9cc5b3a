import type { DocumentListItem } from "@cloudoc/contract";
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { UpdateBadge } from "../../updates";
import { reviewWindowText } from "../review-rules";
import { editorPath } from "./paths";
import { ReviewStatusBadge } from "./ReviewStatusBadge";

interface DocumentCardsProps {
  documents: DocumentListItem[];
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void; onToggleAll: () => void };
  onReview?: (document: DocumentListItem) => void;
}

/** The document lists on a small screen: one card per document, the same facts as the table. */
export function DocumentCards({ documents, selection, onReview }: DocumentCardsProps) {
  const allSelected = selection !== undefined && documents.every((d) => selection.selected.has(d._id));
  return (
    <Stack gap="sm">
      {selection && (
        <Checkbox
          label="Select every document on this page"
          checked={allSelected}
          onChange={selection.onToggleAll}
        />
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {documents.map((document) => {
          const window = reviewWindowText(document.review_date);
          return (
            <Paper key={document._id} component="li" withBorder radius="md" p="sm">
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {selection && (
                  <Checkbox
                    mt={2}
                    aria-label={`Select ${document.name}`}
                    checked={selection.selected.has(document._id)}
                    onChange={() => selection.onToggle(document._id)}
                  />
                )}
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
                    <Anchor component={Link} to={editorPath(document._id)} fw={600} size="sm">
                      {document.name}
                    </Anchor>
                    <ReviewStatusBadge status={document.review_status} />
                  </Group>
                  {document.updateAvailable && (
                    <Group>
                      <UpdateBadge fileId={document._id} name={document.name} />
                    </Group>
                  )}
                  <Text size="xs" c="dimmed">
                    {[document.policyNumber, document.folderName ?? "Not in a folder"]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  <Text size="xs">
                    Review {formatDate(document.review_date)}
                    {window && (
                      <Text span inherit c={document.review_status === "Overdue" ? "red" : "dimmed"}>
                        {` · ${window}`}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Updated {formatDate(document.updatedAt)}
                    {document.action_by ? ` by ${document.action_by}` : ""}
                  </Text>
                  {onReview && (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onReview(document)}
                        aria-label={`Mark ${document.name} reviewed`}
                      >
                        Mark reviewed
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
