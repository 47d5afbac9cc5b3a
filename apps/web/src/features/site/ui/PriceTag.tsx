import { Badge, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { formatMoney } from "../../../lib/format";
import type { PriceView } from "../price-view";

/** The licence price, with the list price struck through and the reason when it is discounted. */
export function PriceTag({
  view,
  size = "lg",
  caption = "Licence fee",
}: {
  view: PriceView;
  size?: "md" | "lg" | "xl";
  caption?: string;
}) {
  const discounted = view.pricePence < view.listPence;
  const fz = size === "xl" ? 34 : size === "lg" ? 26 : 20;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: "0.04em" }}>
        {caption}
      </Text>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fz={fz} fw={800} lh={1.1} c="brand">
          {discounted && <VisuallyHidden>Now </VisuallyHidden>}
          {formatMoney(view.pricePence / 100)}
        </Text>
        {discounted && (
          <Text size="sm" td="line-through" c="dimmed">
            <VisuallyHidden>was </VisuallyHidden>
            {formatMoney(view.listPence / 100)}
          </Text>
        )}
      </Group>
      {discounted && view.reason && (
        <Badge color="red" variant="filled" size="sm" w="fit-content">
          {view.reason}
        </Badge>
      )}
    </Stack>
  );
}
