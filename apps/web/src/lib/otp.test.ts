import { describe, expect, it } from "vitest";
import {
  backspaceAt,
  emptyOtp,
  formatCountdown,
  moveFocus,
  otpCode,
  pasteAt,
  resendSecondsLeft,
  spokenCountdown,
  typeInto,
} from "./otp";

describe("OTP boxes (spec 000 §5)", () => {
  it("has 4 empty boxes", () => {
    expect(emptyOtp()).toEqual(["", "", "", ""]);
  });

  it("fills a box and moves forward when a digit is typed", () => {
    expect(typeInto(["", "", "", ""], 0, "7")).toEqual({ digits: ["7", "", "", ""], focus: 1 });
    expect(typeInto(["7", "", "", ""], 1, "3")).toEqual({ digits: ["7", "3", "", ""], focus: 2 });
  });

  it("stays on the last box after filling it", () => {
    expect(typeInto(["1", "2", "3", ""], 3, "4")).toEqual({ digits: ["1", "2", "3", "4"], focus: 3 });
  });

  it("takes letters in capitals, and ignores symbols", () => {
    expect(typeInto(["1", "", "", ""], 1, "k")).toEqual({ digits: ["1", "K", "", ""], focus: 2 });
    expect(typeInto(["1", "", "", ""], 1, "Q")).toEqual({ digits: ["1", "Q", "", ""], focus: 2 });
    expect(typeInto(["1", "", "", ""], 1, "-")).toEqual({ digits: ["1", "", "", ""], focus: 1 });
    expect(typeInto(["1", "", "", ""], 1, "é")).toEqual({ digits: ["1", "", "", ""], focus: 1 });
  });

  it("keeps the new digit when typing over an old one (caret before or after it)", () => {
    expect(typeInto(["5", "", "", ""], 0, "58")).toEqual({ digits: ["8", "", "", ""], focus: 1 });
    expect(typeInto(["5", "", "", ""], 0, "85")).toEqual({ digits: ["8", "", "", ""], focus: 1 });
  });

  it("spreads several digits forward (autofill of the code)", () => {
    expect(typeInto(emptyOtp(), 0, "1234")).toEqual({ digits: ["1", "2", "3", "4"], focus: 3 });
    expect(typeInto(emptyOtp(), 2, "98")).toEqual({ digits: ["", "", "9", "8"], focus: 3 });
  });

  it("clears a box when its content is deleted", () => {
    expect(typeInto(["1", "2", "", ""], 1, "")).toEqual({ digits: ["1", "", "", ""], focus: 1 });
  });

  it("Backspace clears the box, or the one before when empty, and moves back", () => {
    expect(backspaceAt(["1", "2", "3", ""], 2)).toEqual({ digits: ["1", "2", "", ""], focus: 2 });
    expect(backspaceAt(["1", "2", "", ""], 2)).toEqual({ digits: ["1", "", "", ""], focus: 1 });
    expect(backspaceAt(["", "", "", ""], 0)).toEqual({ digits: ["", "", "", ""], focus: 0 });
  });

  it("a paste of the whole code fills every box, from any box", () => {
    expect(pasteAt(["9", "", "", ""], 2, "4821")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(pasteAt(emptyOtp(), 0, " 48 21\n")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(pasteAt(emptyOtp(), 0, "7kq4")).toEqual({ digits: ["7", "K", "Q", "4"], focus: 3 });
    expect(pasteAt(emptyOtp(), 0, "Your code is 7KQ4\n\nIt expires")).toEqual({
      digits: ["7", "K", "Q", "4"],
      focus: 3,
    });
  });

  it("a partial paste fills forward from the box", () => {
    expect(pasteAt(["1", "", "", ""], 1, "23")).toEqual({ digits: ["1", "2", "3", ""], focus: 3 });
    expect(pasteAt(["1", "", "", ""], 1, "a-c")).toEqual({ digits: ["1", "A", "C", ""], focus: 3 });
    expect(pasteAt(["1", "", "", ""], 1, "--")).toEqual({ digits: ["1", "", "", ""], focus: 1 });
  });

  it("arrow keys, Home and End move between boxes", () => {
    const digits = emptyOtp();
    expect(moveFocus(digits, 0, "ArrowLeft")).toBe(0);
    expect(moveFocus(digits, 1, "ArrowLeft")).toBe(0);
    expect(moveFocus(digits, 3, "ArrowRight")).toBe(3);
    expect(moveFocus(digits, 1, "ArrowRight")).toBe(2);
    expect(moveFocus(digits, 2, "Home")).toBe(0);
    expect(moveFocus(digits, 0, "End")).toBe(3);
    expect(moveFocus(digits, 2, "Tab")).toBe(2);
  });

  it("gives the code only when every box holds a letter or digit", () => {
    expect(otpCode(["1", "2", "3", "4"])).toBe("1234");
    expect(otpCode(["7", "K", "Q", "4"])).toBe("7KQ4");
    expect(otpCode(["1", "2", "", "4"])).toBeNull();
    expect(otpCode(["1", "2", "3", "x"])).toBeNull();
  });
});

describe("resend countdown (spec 000 §4: 5 minutes)", () => {
  const sentAt = 1_700_000_000_000;
  it.each([
    [0, 300],
    [1, 300],
    [1000, 299],
    [299_001, 1],
    [300_000, 0],
    [400_000, 0],
  ])("%i ms after sending → %i s left", (elapsed, left) => {
    expect(resendSecondsLeft(sentAt, sentAt + elapsed)).toBe(left);
  });

  it.each([
    [300, "05:00"],
    [299, "04:59"],
    [61, "01:01"],
    [9, "00:09"],
    [0, "00:00"],
    [-5, "00:00"],
  ])("%i s reads %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it("has a spoken form", () => {
    expect(spokenCountdown(299)).toBe("4 minutes 59 seconds");
    expect(spokenCountdown(60)).toBe("1 minute");
    expect(spokenCountdown(1)).toBe("1 second");
    expect(spokenCountdown(0)).toBe("0 seconds");
  });
});
