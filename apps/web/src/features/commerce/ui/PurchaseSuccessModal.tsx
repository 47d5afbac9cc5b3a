import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoney } from "../../../lib/format";
import type { PaymentResult } from "../cart-api";

interface PurchaseSuccessModalProps {
  result: PaymentResult | null;
  onClose: () => void;
  /** What was bought: documents (a subscription) by default, or training courses (decision 031). */
  bought?: keyof typeof wording;
}

const wording = {
  documents: {
    ready: "Your subscription is active now.",
    next: "Your documents are ready in Documents, filled with your organisation's details.",
    go: { label: "Go to my documents", to: "/company/documents" },
    close: "See my subscriptions",
  },
  courses: {
    ready: "Your courses are ready.",
    next: "Assign them to your staff from Training; each person takes them in their employee area.",
    go: { label: "Assign courses", to: "/company/course" },
    close: "Close",
  },
} as const;

/**
 * Spec 000 §2 Other popups: the purchase confirmation 'Thank You for Your Purchase!', shown on the
 * company's /company/subscriptions where a paid checkout lands (spec 001 §4).
 */
export function PurchaseSuccessModal({ result, onClose, bought = "documents" }: PurchaseSuccessModalProps) {
  const words = wording[bought];
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
            {result.invoiceNumber ? `, invoice ${result.invoiceNumber}` : ""}. {words.ready}
          </Text>
        )}
        <Text c="dimmed" size="sm">
          {words.next}
        </Text>
        <Group justify="center" gap="sm">
          <Button size="md" component={Link} to={words.go.to} data-autofocus>
            {words.go.label}
          </Button>
          <Button size="md" variant="default" onClick={onClose}>
            {words.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
