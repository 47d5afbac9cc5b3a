import { billingMessages, messages, type SubscriptionPayment } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { confirmOutcome, isTestKey, stripeFormOf, subscriptionPaymentStep } from "./stripe-rules";

const keys = { clientSecret: "pi_1_secret_x", publishableKey: "pk_test_abc" };

describe("when Stripe's form shows", () => {
  it("needs both the client secret and the publishable key", () => {
    expect(stripeFormOf(keys)).toEqual(keys);
    expect(stripeFormOf({ clientSecret: keys.clientSecret })).toBeNull();
    expect(stripeFormOf({ publishableKey: keys.publishableKey })).toBeNull();
    expect(stripeFormOf({})).toBeNull();
  });

  it("tells a test key from a live one", () => {
    expect(isTestKey("pk_test_abc")).toBe(true);
    expect(isTestKey("pk_live_abc")).toBe(false);
  });
});

describe("what a confirmation with Stripe leads to", () => {
  it("is confirmed only when the intent succeeded", () => {
    expect(confirmOutcome(undefined, "succeeded", "pay")).toEqual({ kind: "confirmed" });
    expect(confirmOutcome(undefined, "succeeded", "save")).toEqual({ kind: "confirmed" });
  });

  it("waits for a payment Stripe is still processing, and does not keep a card before Stripe does", () => {
    expect(confirmOutcome(undefined, "processing", "pay")).toEqual({
      kind: "processing",
      message: billingMessages.paymentProcessing,
    });
    expect(confirmOutcome(undefined, "processing", "save")).toEqual({
      kind: "processing",
      message: billingMessages.cardSetupIncomplete,
    });
  });

  it("treats a refused card or a failed 3-D Secure check as declined, in the catalogue's words", () => {
    const refused = { type: "card_error", code: "card_declined", message: "Your card was declined." };
    expect(confirmOutcome(refused, undefined, "pay")).toEqual({
      kind: "declined",
      message: messages.paymentFailed,
    });
    expect(confirmOutcome(refused, undefined, "save")).toEqual({
      kind: "declined",
      message: billingMessages.cardDeclinedOnSave,
    });
    const failed3ds = { type: "invalid_request_error", code: "payment_intent_authentication_failure" };
    expect(confirmOutcome(failed3ds, undefined, "pay").kind).toBe("declined");
    expect(confirmOutcome(undefined, "requires_payment_method", "pay").kind).toBe("declined");
  });

  it("asks to correct the card's details in the catalogue's words, Stripe's where it has none", () => {
    const fix = (code: string, type = "validation_error") =>
      confirmOutcome({ type, code, message: "Stripe's words" }, undefined, "pay");
    expect(fix("incomplete_number")).toEqual({ kind: "fix", message: messages.cardNumberInvalid });
    expect(fix("invalid_expiry_year_past")).toEqual({ kind: "fix", message: messages.cardExpired });
    expect(fix("expired_card", "card_error")).toEqual({ kind: "fix", message: messages.cardExpired });
    expect(fix("incorrect_cvc", "card_error")).toEqual({ kind: "fix", message: messages.cardCvcInvalid });
    expect(fix("incomplete_zip")).toEqual({ kind: "fix", message: "Stripe's words" });
  });

  it("lets the customer try again after a fault that is not about the card", () => {
    expect(confirmOutcome({ type: "api_connection_error" }, undefined, "pay")).toEqual({
      kind: "fix",
      message: messages.somethingWentWrong,
    });
  });
});

describe("what a subscription payment's reply asks for", () => {
  const payment: SubscriptionPayment = {
    orderId: "o1",
    orderNumber: "ORD-000001",
    invoiceNumber: null,
    total: 10,
    subscriptionIds: [],
    paid: false,
  };

  it("is nothing more once paid, or for a reply without a payment", () => {
    expect(subscriptionPaymentStep({ ...payment, paid: true, ...keys })).toEqual({ kind: "paid" });
    expect(subscriptionPaymentStep(null)).toEqual({ kind: "paid" });
    expect(subscriptionPaymentStep(undefined)).toEqual({ kind: "paid" });
  });

  it("is the customer's confirmation in Stripe when unpaid with Stripe's keys, else impossible here", () => {
    expect(subscriptionPaymentStep({ ...payment, ...keys })).toEqual({
      kind: "confirm",
      orderId: "o1",
      ...keys,
    });
    expect(subscriptionPaymentStep({ ...payment, clientSecret: keys.clientSecret })).toEqual({
      kind: "unavailable",
    });
  });
});
