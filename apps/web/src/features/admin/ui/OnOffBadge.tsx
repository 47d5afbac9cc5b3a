import { Badge } from "@mantine/core";

/** A two-way state as a filled badge with its word: green when on, grey (or `offColor`) when off. */
export function OnOffBadge({
  on,
  onLabel,
  offLabel,
  offColor = "gray",
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  offColor?: string;
}) {
  return (
    <Badge variant="filled" radius="sm" color={on ? "#1e6b38" : offColor}>
      {on ? onLabel : offLabel}
    </Badge>
  );
}
