import type { DocumentListItem } from "@cloudoc/contract";
import { Badge, Group } from "@mantine/core";
import { IconFolderFilled } from "@tabler/icons-react";
import { defaultFolderColour, reviewColours } from "../view-rules";

/** The review status (Up to Date / Review Due / Overdue) and published state of a document. */
export function StatusBadges({ item }: { item: Pick<DocumentListItem, "review_status" | "status_type"> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={reviewColours[item.review_status]} variant="light" radius="sm" size="sm">
        {item.review_status}
      </Badge>
      <Badge
        color={item.status_type === "published" ? "brand" : "gray"}
        variant="outline"
        radius="sm"
        size="sm"
      >
        {item.status_type === "published" ? "Published" : "Unpublished"}
      </Badge>
    </Group>
  );
}

/** A folder icon in the folder's colour. */
export function FolderIcon({ colour, size = 20 }: { colour: string | null | undefined; size?: number }) {
  return (
    <IconFolderFilled
      size={size}
      color={colour ?? defaultFolderColour}
      aria-hidden="true"
      style={{ flex: "none" }}
    />
  );
}
