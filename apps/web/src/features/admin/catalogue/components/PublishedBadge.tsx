import { Badge } from "@mantine/core";

/** Published (on sale) or withdrawn (not sold; subscribers keep it). */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="filled" radius="sm" color={published ? "#1e6b38" : "gray.7"}>
      {published ? "Published" : "Withdrawn"}
    </Badge>
  );
}
