import { otpAlphabet, otpLength, otpResendSeconds, twoDigits } from "@cloudoc/contract";

/**
 * The rules of the one-time-code boxes (spec 000 §5: 4 single-character boxes, focus moves
 * forward and back; each holds a letter or digit, shown in capitals) and of the resend countdown (spec 000 §4: 5 minutes). Pure, so the component
 * stays thin and the behaviour is tested.
 */
export type OtpDigits = readonly string[];

/** The result of a key or paste: the new boxes and the box to focus. */
export interface OtpChange {
  digits: string[];
  focus: number;
}

export function emptyOtp(length: number = otpLength): string[] {
  return Array.from({ length }, () => "");
}

/** Letters and digits, in capitals: codes are mailed in capitals and checked without regard to case. */
const codeCharacters = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, "");
const last = (digits: OtpDigits) => digits.length - 1;

/** Writes `text` into the boxes from `start`, one character per box; focus goes after the last one. */
function fillFrom(digits: OtpDigits, start: number, text: string): OtpChange {
  const next = [...digits];
  let index = start;
  for (const digit of text) {
    if (index > last(digits)) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focus: Math.min(index, last(digits)) };
}

/**
 * A box's input changed to `raw` (what the browser now shows in it). One character fills the box
 * and moves on; typing over one keeps the new one; several (autofill) spread forward;
 * anything else is ignored; an emptied box stays focused.
 */
export function typeInto(digits: OtpDigits, index: number, raw: string): OtpChange {
  const typed = codeCharacters(raw);
  if (raw === "") {
    const next = [...digits];
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (typed === "") return { digits: [...digits], focus: index };
  if (typed.length === 2 && digits[index]) {
    // The caret was before or after the old character: keep the one just typed.
    const old = digits[index];
    const fresh = typed[0] === old ? typed.slice(1) : typed.slice(0, 1);
    return fillFrom(digits, index, fresh);
  }
  return fillFrom(digits, index, typed);
}

/** Backspace: clears this box, or when it is already empty, the one before (and moves there). */
export function backspaceAt(digits: OtpDigits, index: number): OtpChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = "";
  return { digits: next, focus: index - 1 };
}

/** What a paste holds: a word that is a whole code ("Your code is 7KQ4"), else its letters and digits. */
function pastedCode(text: string, length: number): string {
  const whole = new RegExp(`^[${otpAlphabet}]{${length}}$`);
  const words = text.toUpperCase().split(/[^0-9A-Z]+/);
  return words.find((word) => whole.test(word)) ?? words.join("");
}

/** A paste: a whole code fills every box from the first; a part fills forward from this box. */
export function pasteAt(digits: OtpDigits, index: number, text: string): OtpChange {
  const pasted = pastedCode(text, digits.length);
  if (pasted === "") return { digits: [...digits], focus: index };
  if (pasted.length >= digits.length) return fillFrom(emptyOtp(digits.length), 0, pasted);
  return fillFrom(digits, index, pasted);
}

/** Arrow keys move between boxes. */
export function moveFocus(digits: OtpDigits, index: number, key: string): number {
  if (key === "ArrowLeft") return Math.max(0, index - 1);
  if (key === "ArrowRight") return Math.min(last(digits), index + 1);
  if (key === "Home") return 0;
  if (key === "End") return last(digits);
  return index;
}

/** The code once every box holds a character, else null (spec 000 §5: all boxes are required). */
export function otpCode(digits: OtpDigits): string | null {
  return digits.every((d) => /^[0-9A-Z]$/.test(d)) ? digits.join("") : null;
}

/** Whole seconds before the code may be sent again; 0 once it may. */
export function resendSecondsLeft(
  sentAt: number,
  now: number,
  waitSeconds: number = otpResendSeconds,
): number {
  return Math.max(0, Math.ceil((sentAt + waitSeconds * 1000 - now) / 1000));
}

/** 299 → "04:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${twoDigits(minutes)}:${twoDigits(whole % 60)}`;
}

/** Spoken form for screen readers: 299 → "4 minutes 59 seconds". */
export function spokenCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}
