import { randomBytes } from "node:crypto";
import { type CardDetails, cardBrandOf, luhnValid } from "@cloudoc/contract";
import type {
  ChargeOutcome,
  KeepCardOutcome,
  KeptCard,
  PaymentProvider,
  ProviderPaymentState,
} from "./provider";
import { WebhookSignatureError } from "./provider";

/** Stripe's test numbers that the sandbox declines; every other Luhn-valid number succeeds. */
export const sandboxDeclinedCards = new Set([
  "4000000000000002", // generic decline
  "4000000000009995", // insufficient funds
  "4000000000009987", // lost card
  "4000000000000069", // expired card
]);
export const sandboxSuccessCard = "4242424242424242";
/**
 * Stripe's "attaches, then every charge is declined" test number. The sandbox keeps such a card
 * with a method reference that starts with this prefix, and declines its off-session charges.
 */
export const sandboxFailingLaterCard = "4000000000000341";
export const sandboxFailingMethodPrefix = "sbx_pm_fail_";
/**
 * Stripe's "always asks for 3-D Secure" test number. Kept, it gets a method reference with this
 * prefix, and each off-session charge of it waits for the customer to confirm (a charge on the
 * sandbox's own form, the customer present, goes through).
 */
export const sandboxAuthenticationCard = "4000002760003184";
export const sandboxAuthenticationMethodPrefix = "sbx_pm_3ds_";

/** The method reference prefix of a kept card: failing later for 341, asking for 3-D Secure for 3184. */
const methodPrefixes: Record<string, string> = {
  [sandboxFailingLaterCard]: sandboxFailingMethodPrefix,
  [sandboxAuthenticationCard]: sandboxAuthenticationMethodPrefix,
};

/** What the sandbox keeps of a card: a random method reference, never the number. */
function keptCard(digits: string, card: CardDetails, customerReference: string | null): KeptCard {
  const [month, year] = card.expiry.split("/").map((part) => Number(part.trim()));
  const prefix = methodPrefixes[digits] ?? "sbx_tok_";
  return {
    customerReference: customerReference ?? randomId("sbx_cus"),
    methodReference: randomId(prefix.slice(0, -1)),
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: month ?? null,
    expYear: year === undefined ? null : year < 100 ? 2000 + year : year,
    holderName: card.name.trim(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;

/**
 * The default provider: behaves like a card processor without moving money. It waits a
 * realistic moment (delayMs, 800 by default; 0 in tests) and keeps only a random token and the
 * last four digits; the card number is not stored or logged.
 */
export function createSandboxProvider(options: { delayMs: number }): PaymentProvider {
  return {
    kind: "sandbox",
    async start() {
      return { reference: randomId("sbx_pay") };
    },
    async charge(_reference: string, _amountPence: number, card: CardDetails): Promise<ChargeOutcome> {
      const digits = card.number.replace(/\D/g, "");
      if (!luhnValid(digits)) return { ok: false, reason: "invalid_card", last4: null };
      if (options.delayMs > 0) await sleep(options.delayMs);
      const last4 = digits.slice(-4);
      if (sandboxDeclinedCards.has(digits)) return { ok: false, reason: "declined", last4 };
      const kept = keptCard(digits, card, null);
      return { ok: true, token: kept.methodReference, last4, card: kept };
    },
    async keepCard({ card, customerReference }): Promise<KeepCardOutcome> {
      const digits = card.number.replace(/\D/g, "");
      if (!luhnValid(digits)) return { ok: false, reason: "invalid_card" };
      if (options.delayMs > 0) await sleep(options.delayMs);
      if (sandboxDeclinedCards.has(digits)) return { ok: false, reason: "declined" };
      return { ok: true, card: keptCard(digits, card, customerReference) };
    },
    async startCardSetup(): Promise<never> {
      throw new Error("the sandbox keeps cards from its own form (keepCard)");
    },
    async finishCardSetup(): Promise<never> {
      throw new Error("the sandbox keeps cards from its own form (keepCard)");
    },
    async chargeSavedCard(input) {
      const { methodReference } = input.card;
      if (methodReference.startsWith(sandboxFailingMethodPrefix)) {
        return { ok: false, reason: "declined", reference: null };
      }
      const reference = randomId("sbx_pay");
      if (methodReference.startsWith(sandboxAuthenticationMethodPrefix)) {
        return {
          ok: false,
          reason: "authentication_required",
          reference,
          clientSecret: `${reference}_secret`,
        };
      }
      return { ok: true, reference };
    },
    /** The sandbox keeps no state: a payment waiting for the customer stays pending (no form confirms it). */
    async state(): Promise<ProviderPaymentState> {
      return { state: "pending", amountPence: 0, currency: "gbp", last4: null, token: null, card: null };
    },
    async cancel() {},
    verifyWebhook() {
      throw new WebhookSignatureError("the sandbox sends no webhooks");
    },
  };
}
