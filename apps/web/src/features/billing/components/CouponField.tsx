import { billingMessages } from "@cloudoc/contract";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatMoney } from "../../../lib/format";
import { errorText } from "../../../ui/States";
import { checkCoupon } from "../billing-api";

interface CouponFieldProps {
  /** The coupon the order is priced with, what it took off and what is left to pay (pounds). */
  applied: { code: string; discount: number; total: number } | null;
  busy: boolean;
  /** A checked code to price the order with, and what the check said it takes off (pounds). */
  onApply: (code: string, discount: number | null) => void;
  onRemove: () => void;
  /** How a code is checked: on the buyer's cart by default (a renewal checks it on its period). */
  check?: (code: string) => Promise<{ discount: number | null }>;
}

/**
 * The checkout's coupon code: checked with GET /list/coupon (which prices it on the buyer's cart)
 * and then applied by starting the checkout again with it, so the order is priced by the server.
 * A renewal checks it on its own period and pays with it.
 */
export function CouponField({
  applied,
  busy,
  onApply,
  onRemove,
  check: checkCode = checkCoupon,
}: CouponFieldProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: checkCode,
    onMutate: () => setError(null),
    onSuccess: ({ discount }) => {
      onApply(code.trim(), discount);
      setCode("");
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") {
      setError(billingMessages.couponCodeNeeded);
      return;
    }
    check.mutate(code.trim());
  };

  if (applied)
    return (
      <Group justify="space-between" gap="xs" role="status">
        <Group gap="xs">
          <IconTicket size={18} aria-hidden="true" />
          <Text size="sm">
            Coupon <strong>{applied.code}</strong> takes off {formatMoney(applied.discount)}: you pay{" "}
            {formatMoney(applied.total)} today
          </Text>
        </Group>
        <Button variant="subtle" size="xs" onClick={onRemove} disabled={busy}>
          Remove coupon
        </Button>
      </Group>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Apply a coupon">
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Coupon code"
            placeholder="e.g. SPRING25"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            error={error}
            maxLength={30}
            disabled={busy}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default" mt={25} loading={check.isPending} disabled={busy}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
