import { Group, Text } from "@mantine/core";

interface LogoProps {
  /** Colour of the word mark; the mark itself keeps the brand colours. */
  inverted?: boolean;
  size?: number;
}

/** The Cloudoc mark and word mark. Decorative SVG: the link around it carries the label. */
export function Logo({ inverted = false, size = 30 }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverted ? "#ffffff" : "#0f6b66"} />
        <path
          d="M9 21.5a5 5 0 0 1 .6-9.96A6.5 6.5 0 0 1 22 12a4.75 4.75 0 0 1 .5 9.5z"
          fill={inverted ? "#0f6b66" : "#ffffff"}
        />
        <path
          d="M13 17.2l2.2 2.2 4.3-4.4"
          fill="none"
          stroke={inverted ? "#ffffff" : "#0f6b66"}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={800} fz={size * 0.7} c={inverted ? "white" : "brand.8"} lh={1}>
        Cloudoc
      </Text>
    </Group>
  );
}
