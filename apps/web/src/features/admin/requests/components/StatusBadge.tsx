import type { EditRequestStatus, RequestStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";

const looks: Record<RequestStatus | EditRequestStatus, { label: string; color: string }> = {
  new: { label: "New", color: "blue" },
  "in hand": { label: "In hand", color: "orange" },
  closed: { label: "Closed", color: "gray" },
  pending: { label: "Pending", color: "orange" },
  approved: { label: "Approved", color: "#1e6b38" },
  rejected: { label: "Rejected", color: "red" },
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
