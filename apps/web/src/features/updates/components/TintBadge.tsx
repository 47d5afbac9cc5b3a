import { Badge } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A status badge on a light tint of its colour with near-black text: Mantine's light badges put
 * the colour's own shade on the tint (orange reads at 3.6:1), under AA for their small type.
 */
export function TintBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" radius="sm" c="black" style={{ flex: "none" }}>
      {children}
    </Badge>
  );
}
