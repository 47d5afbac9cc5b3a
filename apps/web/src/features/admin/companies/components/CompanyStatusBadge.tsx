import type { CompanyStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";

/** Active or suspended, as a filled badge. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return (
    <Badge color={status === "suspended" ? "red.9" : "#1e6b38"} variant="filled" radius="sm">
      {status === "suspended" ? "Suspended" : "Active"}
    </Badge>
  );
}
