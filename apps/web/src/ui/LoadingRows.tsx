import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";

/** Placeholder rows while a list loads; screen readers hear the label once. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">{label} …</VisuallyHidden>
      {Array.from({ length: rows }, (_, n) => `row-${n}`).map((key) => (
        <Skeleton key={key} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
