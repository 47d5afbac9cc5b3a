import { phoneDigits, reservedSubdomains } from "./constants";

/**
 * The account fields' patterns and limits (spec 000 §5), without the zod schemas built on them
 * (`accounts.ts`): the sign-up form and the server share these, and a page that only checks a
 * field loads no zod.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const subdomainPattern = /^[a-zA-Z0-9]+$/;
export const phonePattern = new RegExp(`^\\d{${phoneDigits.min},${phoneDigits.max}}$`);
export const maxNameLength = 100;
export const minPasswordLength = 8;
export const maxPasswordLength = 128;

/**
 * A phone number as people type it (spaces, dashes, brackets, +44 or +44 (0) in front) reduced
 * to the digits kept; spec 000 §5's 10–12 digit rule applies to those.
 */
export function phoneDigitsOf(typed: string): string {
  const compact = typed.replace(/[\s().-]/g, "");
  return compact.startsWith("+44") ? `0${compact.slice(3).replace(/^0/, "")}` : compact;
}

export function isReservedSubdomain(subdomain: string): boolean {
  return (reservedSubdomains as readonly string[]).includes(subdomain.toLowerCase());
}
