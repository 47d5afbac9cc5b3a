import type { EditRequestStatus, RequestStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";

const looks: Record<RequestStatus | EditRequestStatus, { label: string; color: string }> = {
  new: { label: "New", color: "blue.8" },
  "in hand": { label: "In hand", color: "orange.9" },
  closed: { label: "Closed", color: "gray.7" },
  pending: { label: "Pending", color: "orange.9" },
  approved: { label: "Approved", color: "#1e6b38" },
  rejected: { label: "Rejected", color: "red.9" },
};

/** Where a request stands, as a filled badge with its word (colour is never the only cue). */
export function StatusBadge({ status }: { status: RequestStatus | EditRequestStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="filled" radius="sm" style={{ minWidth: "max-content" }}>
      {look.label}
    </Badge>
  );
}
