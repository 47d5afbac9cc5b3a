import { Group, VisuallyHidden } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";

/** A read-only star rating: five drawn stars for the eye, "4 out of 5 stars" for screen readers. */
export function RatingStars({ value, size = 18 }: { value: number; size?: number }) {
  const stars = [1, 2, 3, 4, 5];
  return (
    <Group gap={2} justify="inherit" wrap="nowrap" style={{ color: "#b35c00" }}>
      {stars.map((n) =>
        n <= value ? (
          <IconStarFilled key={n} size={size} aria-hidden="true" />
        ) : (
          <IconStar key={n} size={size} aria-hidden="true" />
        ),
      )}
      <VisuallyHidden>{`${value} out of 5 stars`}</VisuallyHidden>
    </Group>
  );
}
