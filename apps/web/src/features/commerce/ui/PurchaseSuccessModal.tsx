import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format";
import type { PaymentResult } from "../cart-api";

interface PurchaseSuccessModalProps {
  result: PaymentResult | null;
  onClose: () => void;
}

/**
 * Spec 000 §2 Other popups: the purchase confirmation 'Thank You for Your Purchase!', shown on the
 * company's /company/subscriptions where a paid checkout lands (spec 001 §4).
 */
export function PurchaseSuccessModal({ result, onClose }: PurchaseSuccessModalProps) {
  return (
    <Modal
      opened={result !== null}
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
          Your documents are ready in Documents, filled with your organisation's details.
        </Text>
        <Group justify="center" gap="sm">
          <Button size="md" component={Link} to="/company/documents" data-autofocus>
            Go to my documents
          </Button>
          <Button size="md" variant="default" onClick={onClose}>
            See my subscriptions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
