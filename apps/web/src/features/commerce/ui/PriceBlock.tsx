import { Badge, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { formatMoney } from "../../../lib/format";

const money = (pence: number) => formatMoney(pence / 100);

/** A licence price, with the list price struck through and the saving when there is an offer. */
export function PriceBlock({
  listPence,
  pricePence,
}: {
  listPence: number | null;
  pricePence: number | null;
}) {
  if (pricePence === null) return <Text c="dimmed">Price shown at checkout</Text>;
  const discounted = listPence !== null && pricePence < listPence;
  return (
    <Stack gap={2} align="flex-end">
      <Group gap={8} align="baseline" justify="flex-end">
        {discounted && (
          <Text size="sm" td="line-through" c="dimmed">
            <VisuallyHidden>Was </VisuallyHidden>
            {money(listPence)}
          </Text>
        )}
        <Text fw={700} size="lg">
          {discounted && <VisuallyHidden>Now </VisuallyHidden>}
          {money(pricePence)}
        </Text>
      </Group>
      {discounted && (
        <Badge color="red" variant="filled" size="sm">
          Offer: save {money(listPence - pricePence)}
        </Badge>
      )}
    </Stack>
  );
}
