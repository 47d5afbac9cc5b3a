import { messages, type PaidPlan, type PlanListItem } from "@cloudoc/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate, formatMoney } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { LoadError } from "../../../ui/States";
import { errorMessage } from "../../commerce/errors";
import { planLabels, planPeriod } from "../../commerce/labels";
import { LoadingBlocks } from "../../commerce/ui/States";
import { changePlan, subscriptionKeys } from "../api";

interface PlanChangeModalProps {
  /** The subscription and the plan its next period should be on; null when closed. */
  change: { item: PlanListItem; to: PaidPlan } | null;
  onClose: () => void;
}

function PriceFirst({ item, to, onClose }: { item: PlanListItem; to: PaidPlan; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The price first (GET …/plan/update without confirm changes nothing).
  const preview = useQuery({
    queryKey: subscriptionKeys.planPreview(item._id, to),
    queryFn: () => changePlan(item._id, to, false),
    gcTime: 0,
  });
  const confirm = useMutation({
    mutationFn: () => changePlan(item._id, to, true),
    onSuccess: ({ message }) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      onClose();
    },
    onError: (error) => toast(errorMessage(error), "error"),
  });

  if (preview.isPending) return <LoadingBlocks label="Working out the new price" count={1} height={80} />;
  if (preview.isError) {
    return (
      <LoadError
        title="The price could not be worked out"
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const { change } = preview.data;
  return (
    <Stack gap="md">
      <Text>
        From <strong>{formatDate(change.nextPeriodStart)}</strong>, {item.packageName} is on{" "}
        {planLabels[change.nextPlan]}:{" "}
        <strong data-testid="plan-change-price">
          {formatMoney(change.nextPrice)} a {planPeriod[change.nextPlan]}
        </strong>{" "}
        (first period to {formatDate(change.nextPeriodEnd)}).
      </Text>
      <Text size="sm" c="dimmed">
        Now: {formatMoney(change.currentPrice)} a {planPeriod[change.currentPlan]}.{" "}
        {messages.planChangePreview}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate()} data-autofocus>
          Change to {planLabels[change.nextPlan]}
        </Button>
      </Group>
    </Stack>
  );
}

/** Monthly ↔ yearly from the next period (GET /user/subscription/plan/update): price, then confirm. */
export function PlanChangeModal({ change, onClose }: PlanChangeModalProps) {
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={change ? `Change to ${planLabels[change.to]}` : ""}
      closeButtonProps={{ "aria-label": "Close" }}
      centered
      radius="md"
    >
      {change && <PriceFirst item={change.item} to={change.to} onClose={onClose} />}
    </Modal>
  );
}
