/** Keys the phone box refuses (spec 000 §5: numeric only; e, E, +, - and . are blocked). */
export const blockedPhoneKeys: readonly string[] = ["e", "E", "+", "-", "."];

export function isBlockedPhoneKey(key: string): boolean {
  return blockedPhoneKeys.includes(key);
}

/** What a paste or autofill may leave in the phone box: its digits. */
export function phoneDigitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}
