import { messages } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { errorText, fieldErrorsOf } from "../../lib/form-errors";
import { isBlockedPhoneKey, phoneDigitsOnly } from "./phone";
import { validateNewPassword, validateResetEmail } from "./validation";

describe("phone box (spec 000 §5)", () => {
  it.each(["e", "E", "+", "-", "."])("blocks %s", (key) => {
    expect(isBlockedPhoneKey(key)).toBe(true);
  });
  it.each(["0", "9", "Backspace", "ArrowLeft", "Tab"])("lets %s through", (key) => {
    expect(isBlockedPhoneKey(key)).toBe(false);
  });
  it("keeps only the digits of a paste", () => {
    expect(phoneDigitsOnly("+44 (0)7700-900.123")).toBe("4407700900123");
    expect(phoneDigitsOnly("07700 900123")).toBe("07700900123");
  });
});

describe("forgot-password and new-password checks (spec 000 §5)", () => {
  it.each([
    ["", messages.emailRequired],
    ["   ", messages.emailRequired],
    ["jane", messages.invalidEmail],
    ["jane@example", messages.invalidEmail],
    ["jane@example.com", null],
    [" jane@example.co.uk ", null],
  ])("%j → %s", (value, expected) => {
    expect(validateResetEmail(value)).toBe(expected);
  });
  it("only requires the new password; the server decides the rest", () => {
    expect(validateNewPassword("")).toBe(messages.passwordRequired);
    expect(validateNewPassword("x")).toBeNull();
  });
});

describe("server errors on the forms (spec 000 §8)", () => {
  it("shows the server's message word for word", () => {
    expect(errorText(new ApiError(messages.invalidEmailOrPassword, "failure", 400))).toBe(
      messages.invalidEmailOrPassword,
    );
    expect(errorText(new ApiError(messages.tooManyRequests, "failure", 429))).toBe(messages.tooManyRequests);
  });
  it("uses the fallback when the request got no answer", () => {
    expect(errorText(new ApiError(messages.somethingWentWrong, "network", 0), messages.networkFailure)).toBe(
      messages.networkFailure,
    );
    expect(errorText(new Error("boom"))).toBe(messages.somethingWentWrong);
  });
  it("maps field errors, renaming the server's field names", () => {
    const error = new ApiError(messages.passwordsMustMatch, "failure", 400, [
      { field: "confirmpassword", message: messages.passwordsMustMatch },
      { field: "email", message: messages.emailTaken },
      { field: "email", message: "second" },
    ]);
    expect(fieldErrorsOf(error, { confirmpassword: "confirmPassword" })).toEqual({
      confirmPassword: messages.passwordsMustMatch,
      email: messages.emailTaken,
    });
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});
