import type { DocumentListItem } from "@cloudoc/contract";
import { Badge, Group } from "@mantine/core";
import { IconFolderFilled } from "@tabler/icons-react";
import { UpdateBadge } from "../../updates";
import { defaultFolderColour, reviewColours } from "../view-rules";

type BadgeItem = Pick<DocumentListItem, "review_status" | "status_type"> &
  Partial<Pick<DocumentListItem, "_id" | "name" | "updateAvailable">>;

/**
 * The review status (Up to Date / Review Due / Overdue) and published state of a document, and
 * "Update available" when a library update waits for it.
 */
export function StatusBadges({ item }: { item: BadgeItem }) {
  return (
    <Group gap={6} wrap="wrap">
      {item.updateAvailable && item._id && <UpdateBadge fileId={item._id} name={item.name ?? ""} />}
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
