import { Badge } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import { comparePath } from "../compared-file";

/**
 * "Update available": a library update waits for this document; the badge opens the comparison
 * (spec 001 §2, §3 updateAvailable). Filled brand colour: white on it reads at 6.3:1.
 */
export function UpdateBadge({ fileId, name }: { fileId: string; name: string }) {
  return (
    <Badge
      component={Link}
      to={comparePath(fileId)}
      color="brand"
      variant="filled"
      radius="sm"
      size="sm"
      leftSection={<IconRefresh size={12} aria-hidden="true" />}
      aria-label={`Update available for ${name}: compare with the library version`}
      style={{ cursor: "pointer" }}
    >
      Update available
    </Badge>
  );
}
