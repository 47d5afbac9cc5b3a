import { messages } from "@cloudoc/contract";

/**
 * The sandbox card form's input helpers and checks: the rules of the contract's cardSchema, which
 * the server applies again. The Luhn and expiry tests are repeated here rather than imported
 * because the contract's checkout module builds zod schemas as it loads, and the checkout page
 * should not load zod for two small functions; card.test.ts checks both against the contract's.
 * Nothing here keeps or sends a card anywhere.
 */

/** Luhn's check digit test (ISO/IEC 7812), as the contract's luhnValid. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether an "MM/YY" (or "MM/YYYY") expiry is still valid in the month of `now`, as the contract's expiryValid. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export const maxCardDigits = 19;

/** The digits of a card number as typed, at most 19. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, maxCardDigits);
}

/** American Express numbers start 34 or 37 and group 4-6-5; other cards group in fours. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** "4242424242424242" → "4242 4242 4242 4242" (Amex "3782 822463 10005"), as the card shows it. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The card's brand for a label, from its first digits; null when not recognised. */
export function cardBrand(value: string): string | null {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (isAmex(digits)) return "American Express";
  return null;
}

/**
 * The expiry as typed, kept to "MM/YY": the slash comes after two digits, and a first digit from
 * 2 to 9 is a month that gets its 0 ("4" → "04/"). While deleting nothing is added back.
 */
export function formatExpiry(value: string, previous = ""): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  const withYear = `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (value.length < previous.length) {
    if (digits.length > 2) return withYear;
    return digits.length === 2 && value.endsWith("/") ? withYear : digits;
  }
  if (digits.length === 1 && /[2-9]/.test(digits)) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return withYear;
}

/** The security code's digits, at most 4. */
export function cvcDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 4);
}

/** "•••• 4242" for a card's last four digits; an empty string without them. */
export function maskedCard(last4: string | null | undefined): string {
  return last4 && /^\d{4}$/.test(last4) ? `•••• ${last4}` : "";
}

/** One field's message, or undefined when it is fine (the server's wording, contract messages). */
export function cardFieldError(field: keyof CardInput, card: CardInput, now: Date): string | undefined {
  switch (field) {
    case "name":
      return card.name.trim() === "" ? messages.cardNameRequired : undefined;
    case "number":
      return luhnValid(cardDigits(card.number)) ? undefined : messages.cardNumberInvalid;
    case "expiry": {
      const value = card.expiry.trim();
      if (!/^\d{2}\s*\/\s*(\d{2}|\d{4})$/.test(value)) return messages.cardExpiryInvalid;
      const month = Number(value.slice(0, 2));
      if (month < 1 || month > 12) return messages.cardExpiryInvalid;
      return expiryValid(value, now) ? undefined : messages.cardExpired;
    }
    case "cvc":
      return /^\d{3,4}$/.test(card.cvc) ? undefined : messages.cardCvcInvalid;
  }
}

export const cardFields: readonly (keyof CardInput)[] = ["name", "number", "expiry", "cvc"];

/** Every field's message; an empty object when the card can be sent. */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of cardFields) {
    const error = cardFieldError(field, card, now);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the payment call sends: the number without spaces, the rest as typed. */
export function cardPayload(card: CardInput): CardInput {
  return {
    name: card.name.trim(),
    number: cardDigits(card.number),
    expiry: card.expiry.trim(),
    cvc: card.cvc,
  };
}
