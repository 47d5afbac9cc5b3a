import { Button, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { CouponField } from "../../billing/components/CouponField";
import { checkRenewalCoupon } from "../api";
import { type AppliedCoupon, priceWithCoupon } from "../rules";
import type { usePayment } from "../use-payment";
import { PayPanel } from "./PayPanel";

interface RenewalPaymentProps {
  subscriptionId: string;
  /** Pounds the renewal costs before a coupon. */
  price: number;
  coupon: AppliedCoupon | null;
  onCoupon: (coupon: AppliedCoupon | null) => void;
  payment: ReturnType<typeof usePayment>;
  /** The call charges the default card only (document management). */
  defaultOnly?: boolean;
}

/** A renewal the coupon pays for in full: no card is needed, nothing is charged. */
function FreeRenewal({ payment }: Pick<RenewalPaymentProps, "payment">) {
  return (
    <Stack gap="sm">
      <Text>Your coupon covers this renewal: nothing is charged and no card is needed.</Text>
      {payment.error && (
        <Text c="red" size="sm" role="alert">
          {payment.error}
        </Text>
      )}
      <Button
        size="md"
        loading={payment.busy}
        leftSection={<IconRefresh size={18} aria-hidden="true" />}
        onClick={() => payment.pay({ cardId: null })}
      >
        Renew at no charge
      </Button>
    </Stack>
  );
}

/**
 * How a renewal is paid (issue 22): a coupon code, checked on the subscription's next period and
 * sent with the payment (the server prices it again), then the card — or, when the coupon takes
 * off everything, one button that renews without a card.
 */
export function RenewalPayment({
  subscriptionId,
  price,
  coupon,
  onCoupon,
  payment,
  defaultOnly,
}: RenewalPaymentProps) {
  const total = priceWithCoupon(price, coupon);
  return (
    <Stack gap="md">
      <CouponField
        applied={coupon ? { ...coupon, total } : null}
        busy={payment.busy}
        check={(code) => checkRenewalCoupon(code, subscriptionId)}
        onApply={(code, discount) => onCoupon({ code, discount: discount ?? 0 })}
        onRemove={() => onCoupon(null)}
      />
      {total === 0 ? (
        <FreeRenewal payment={payment} />
      ) : (
        <PayPanel
          amount={total}
          busy={payment.busy}
          error={payment.error}
          onPay={payment.pay}
          defaultOnly={defaultOnly ?? false}
        />
      )}
    </Stack>
  );
}
