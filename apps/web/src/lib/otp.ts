import { otpLength, otpResendSeconds } from "@cloudoc/contract";

/**
 * The rules of the one-time-code boxes (spec 000 §5: 4 single-character boxes, focus moves
 * forward and back) and of the resend countdown (spec 000 §4: 5 minutes). Pure, so the component
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

const onlyDigits = (text: string) => text.replace(/\D/g, "");
const last = (digits: OtpDigits) => digits.length - 1;

/** Writes `text` into the boxes from `start`, one digit per box; focus goes after the last one. */
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
 * A box's input changed to `raw` (what the browser now shows in it). One digit fills the box and
 * moves on; typing over a digit keeps the new one; several digits (autofill) spread forward;
 * anything else is ignored; an emptied box stays focused.
 */
export function typeInto(digits: OtpDigits, index: number, raw: string): OtpChange {
  const typed = onlyDigits(raw);
  if (raw === "") {
    const next = [...digits];
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (typed === "") return { digits: [...digits], focus: index };
  if (typed.length === 2 && digits[index]) {
    // The caret was before or after the old digit: keep the one just typed.
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

/** A paste: a whole code fills every box from the first; a part fills forward from this box. */
export function pasteAt(digits: OtpDigits, index: number, text: string): OtpChange {
  const pasted = onlyDigits(text);
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

/** The code once every box holds a digit, else null (spec 000 §5: all boxes are required). */
export function otpCode(digits: OtpDigits): string | null {
  return digits.every((d) => /^\d$/.test(d)) ? digits.join("") : null;
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
  return `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
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
