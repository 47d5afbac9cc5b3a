import type { AddOnType, PlanChoice, PlanType } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  LoadingOverlay,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconFileText, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import type { AddOnOption, CartLineView, PlanOption } from "../cart-view";
import { addOnDescriptions, addOnLabels, planPeriod } from "../labels";
import classes from "./commerce.module.css";
import { PriceBlock } from "./PriceBlock";

const money = (pence: number) => formatMoney(pence / 100);

interface CartLineCardProps {
  view: CartLineView;
  plans: PlanOption[];
  /** The add-on choices; null for a single document. */
  addOns: AddOnOption[] | null;
  busy: boolean;
  onChoose: (choice: PlanChoice) => void;
  onRemove: () => void;
}

function addOnPriceText(option: AddOnOption, plan: PlanType): string {
  if (option.includedInCombo) return "Included in Combo";
  if (option.unitPence === null) return "Price shown at checkout";
  const fee =
    option.type === "printing"
      ? `${money(option.unitPence)}, once`
      : `${money(option.unitPence)} per ${planPeriod[plan]}`;
  return option.freeOnTrial ? `Free during the trial, then ${fee}` : fee;
}

/** The add-ons that cost something after today (a trial's add-ons), for the line's note. */
function laterCharges(view: CartLineView): string | null {
  const later = view.addOns.filter((a) => a.dueNowPence < a.unitPence);
  if (later.length === 0) return null;
  const perMonth = later.reduce((sum, a) => sum + a.unitPence, 0);
  const ends = view.trialEndsAt ? ` from ${formatDate(view.trialEndsAt)}` : " after the trial";
  return `Then ${money(perMonth)} per month${ends} for ${later.map((a) => addOnLabels[a.type]).join(", ")}.`;
}

/**
 * One cart line (spec 000 §3 Cart item): image, name, description, licence price with any offer,
 * the plan (Monthly Access, Annual Plan, or the trial), the add-ons with the merge rules, the
 * line's total and Remove.
 */
export function CartLineCard({ view, plans, addOns, busy, onChoose, onRemove }: CartLineCardProps) {
  const headingId = `cart-line-${view.key.replace(/[^a-z0-9-]/gi, "-")}`;
  const selection = view.selection;
  const later = laterCharges(view);

  const onAddOnsChange = (next: string[]) => {
    if (!selection || !addOns) return;
    const checked = addOns.filter((o) => o.checked).map((o) => o.type);
    const added = next.find((type) => !checked.includes(type as AddOnType)) as AddOnType | undefined;
    const removed = checked.find((type) => !next.includes(type));
    if (added) onChoose({ planType: selection.planType, addOn: added, selected: true });
    else if (removed) onChoose({ planType: selection.planType, addOn: removed, selected: false });
  };

  return (
    <Paper
      component="li"
      p="md"
      radius="md"
      className={classes.lineCard}
      pos="relative"
      aria-labelledby={headingId}
    >
      <LoadingOverlay visible={busy} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {view.image ? (
            <img src={view.image} alt="" width={96} height={96} className={classes.lineImage} />
          ) : (
            <div className={classes.lineImagePlaceholder} aria-hidden="true">
              <IconFileText size={40} />
            </div>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {view.kind === "package" && view.slug ? (
                <Anchor
                  component={Link}
                  to={`/subscription-detail/${view.slug}`}
                  className={classes.lineName}
                  inherit
                >
                  {view.name}
                </Anchor>
              ) : (
                view.name
              )}
            </Title>
            {view.kind === "document" && (
              <Text size="sm" fw={600} c="brand.8">
                Single document
              </Text>
            )}
            {view.description && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {view.description}
              </Text>
            )}
          </Stack>
        </Group>

        {!view.available && (
          <Alert role="note" color="orange" variant="light" p="xs">
            This item is no longer on sale. It will be left out when you sign in; you can remove it.
          </Alert>
        )}

        {view.available && (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{view.kind === "document" ? "Document" : "Licence"}</Text>
                <Text size="sm" c="dimmed">
                  {view.kind === "document" ? "Charged once" : "The policy library for your organisation"}
                </Text>
              </div>
              <PriceBlock listPence={view.listPence} pricePence={view.licencePence} />
            </Group>

            {selection && (
              <Radio.Group
                label="Plan"
                value={selection.planType}
                onChange={(value) => onChoose({ planType: value as PlanType })}
              >
                <Group gap="lg" mt={6}>
                  {plans.map((plan) => (
                    <Radio key={plan.value} value={plan.value} label={plan.label} disabled={busy} />
                  ))}
                </Group>
              </Radio.Group>
            )}

            {selection && addOns && (
              <Checkbox.Group
                label="Add-ons"
                description="Choosing Updates and Management together gives you Combo, which includes both."
                value={addOns.filter((o) => o.checked).map((o) => o.type)}
                onChange={onAddOnsChange}
              >
                <Box className={classes.addOnGrid} mt="xs">
                  {addOns.map((option) => (
                    <Checkbox.Card
                      key={option.type}
                      value={option.type}
                      className={classes.addOnChoice}
                      disabled={busy}
                      radius="md"
                      aria-label={`${option.label}: ${addOnPriceText(option, selection.planType)}`}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Checkbox.Indicator disabled={busy} mt={2} />
                        <div>
                          <Text fw={600} size="sm">
                            {option.label}
                          </Text>
                          <Text size="sm" fw={500} c="brand">
                            {addOnPriceText(option, selection.planType)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {addOnDescriptions[option.type]}
                          </Text>
                        </div>
                      </Group>
                    </Checkbox.Card>
                  ))}
                </Box>
              </Checkbox.Group>
            )}
          </>
        )}

        <Divider />
        <Group justify="space-between" align="center" gap="sm">
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onRemove}
            disabled={busy}
            aria-label={`Remove ${view.name} from the cart`}
          >
            Remove
          </Button>
          {view.available && (
            <Group gap="xs" align="baseline">
              <Text fw={600}>Line total today</Text>
              <Text fw={700} size="lg">
                {view.totalPence === null ? "Shown at checkout" : money(view.totalPence)}
              </Text>
            </Group>
          )}
        </Group>
        {later && (
          <Text size="sm" c="dimmed" mt={-8} ta="right">
            {later}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
