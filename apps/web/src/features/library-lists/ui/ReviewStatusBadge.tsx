import type { ReviewStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";
import { reviewStatusColours } from "../review-rules";

/** The review status of a document as a badge (Up to Date, Review Due, Overdue). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge
      color={reviewStatusColours[status]}
      variant="light"
      radius="sm"
      tt="none"
      // Never cut to "Over…": the badge keeps its full width and the table scrolls instead.
      styles={{
        root: { flexShrink: 0, maxWidth: "none", overflow: "visible" },
        label: { overflow: "visible" },
      }}
    >
      {status}
    </Badge>
  );
}
