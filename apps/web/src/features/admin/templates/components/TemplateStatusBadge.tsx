import type { TemplateStatus } from "@cloudoc/contract";
import { Badge } from "@mantine/core";

export const statusLabels: Record<TemplateStatus, string> = {
  published: "Published",
  draft: "Draft changes",
  never: "Never published",
  withdrawn: "Withdrawn",
};
const statusColours: Record<TemplateStatus, string> = {
  published: "green",
  draft: "yellow",
  never: "gray",
  withdrawn: "red",
};

/** Where a template stands, in words and colour. */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  return (
    <Badge color={statusColours[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
