import { Button, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { formatMoney } from "../../../lib/format";
import type { PaymentResult } from "../cart-api";

interface PurchaseSuccessModalProps {
  result: PaymentResult | null;
  opened: boolean;
  going: boolean;
  error: string | null;
  onGo: () => void;
  onClose: () => void;
}

/** Spec 000 §2 Other popups: the purchase confirmation 'Thank You for Your Purchase!'. */
export function PurchaseSuccessModal({
  result,
  opened,
  going,
  error,
  onGo,
  onClose,
}: PurchaseSuccessModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Thank You for Your Purchase!"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
      size="md"
      radius="md"
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="green.8" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        {result && (
          <Text>
            Order {result.orderNumber} is paid ({formatMoney(result.total)})
            {result.invoiceNumber ? `, invoice ${result.invoiceNumber}` : ""}. Your subscription is active
            now.
          </Text>
        )}
        <Text c="dimmed" size="sm">
          Your documents are waiting on your company site.
        </Text>
        {error && (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Button size="md" onClick={onGo} loading={going} data-autofocus>
          Go to my subscriptions
        </Button>
      </Stack>
    </Modal>
  );
}
