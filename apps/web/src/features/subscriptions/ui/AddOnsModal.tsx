import { type AddOnType, addOnPence, normaliseAddOns, type PlanListItem, toPounds } from "@cloudoc/contract";
import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useSiteSettings } from "../../../app/site-settings";
import { formatMoney } from "../../../lib/format";
import { priceSettingsOf } from "../../commerce/cart-view";
import { addOnDescriptions, addOnLabels, planLabels, planPeriod } from "../../commerce/labels";
import { LoadingBlocks } from "../../commerce/ui/States";
import { subscriptionPaths } from "../paths";
import { savePayIntent } from "../pay-intent";
import { addableAddOns, heldAddOns } from "../rules";

interface AddOnsModalProps {
  item: PlanListItem | null;
  onClose: () => void;
}

function Choose({ item }: { item: PlanListItem }) {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const prices = useMemo(() => priceSettingsOf(settings), [settings]);
  const [ticked, setTicked] = useState<AddOnType[]>([]);
  if (!prices) return <LoadingBlocks label="Loading the prices" count={1} height={80} />;

  // Updates and management chosen together are combo (spec 001 §4 Plan selection).
  const chosen = normaliseAddOns(ticked);
  const pence = (addOn: AddOnType) => addOnPence(prices, addOn, item.plan);
  const total = toPounds(chosen.reduce((sum, addOn) => sum + pence(addOn), 0));
  const period = (addOn: AddOnType) => (addOn === "printing" ? "once" : `a ${planPeriod[item.plan]}`);

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={`Add-ons for ${item.packageName}`}
        description={`On its ${planLabels[item.plan]}, from today.`}
        value={ticked}
        onChange={(values) => setTicked(values as AddOnType[])}
      >
        <Stack gap="sm" mt="sm">
          {addableAddOns(heldAddOns(item)).map((addOn) => (
            <Checkbox
              key={addOn}
              value={addOn}
              label={`${addOnLabels[addOn]}: ${formatMoney(toPounds(pence(addOn)))} ${period(addOn)}`}
              description={addOnDescriptions[addOn]}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="space-between">
        <Text fw={700}>Total today</Text>
        <Text fw={700}>{formatMoney(total)}</Text>
      </Group>
      <Group justify="flex-end">
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            savePayIntent({
              kind: "addOns",
              subscriptionId: item._id,
              packageName: item.packageName,
              plan: item.plan,
              addOns: chosen,
              price: total,
            });
            navigate(subscriptionPaths.pay);
          }}
        >
          Continue to payment
        </Button>
      </Group>
    </Stack>
  );
}

/** Add-ons for a held subscription, priced from the site's fees; paid on /subscription/pay. */
export function AddOnsModal({ item, onClose }: AddOnsModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Add to your subscription"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
      radius="md"
      size="lg"
    >
      {item && <Choose item={item} />}
    </Modal>
  );
}
