import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { phoneDigitsOf } from "./account-rules";
import { optionalPhoneSchema, requiredPhoneSchema, signupFieldsSchema } from "./accounts";
import { messages } from "./messages";
import { profileTabSchemas } from "./profile";

describe("phone numbers as people type them (issue 19)", () => {
  it.each([
    ["0113 249 6000", "01132496000"],
    ["+44 113 249 6000", "01132496000"],
    ["+44 (0)113 249 6000", "01132496000"],
    ["07700-900-123", "07700900123"],
    ["(0113) 249 6000", "01132496000"],
  ])("keeps the digits of %s", (typed, kept) => {
    expect(phoneDigitsOf(typed)).toBe(kept);
    expect(requiredPhoneSchema.parse(typed)).toBe(kept);
  });

  it("applies the 10–12 digit rule to the digits, not to what was typed", () => {
    expect(requiredPhoneSchema.safeParse("0113 249").error?.issues[0]?.message).toBe(
      messages.phoneFormatIncorrect,
    );
    expect(requiredPhoneSchema.safeParse("0113 249 6000 1234").success).toBe(false);
    expect(requiredPhoneSchema.safeParse("0113 ABC 6000").success).toBe(false);
    expect(requiredPhoneSchema.safeParse("").error?.issues[0]?.message).toBe(messages.allFieldsRequired);
  });

  it("leaves an optional phone blank, and checks one that is given", () => {
    expect(optionalPhoneSchema.parse(undefined)).toBe("");
    expect(optionalPhoneSchema.parse("  ")).toBe("");
    expect(optionalPhoneSchema.safeParse("12 34").success).toBe(false);
  });

  it("takes spaces at sign-up and in every phone field of the profile", () => {
    const signup = signupFieldsSchema.safeParse({
      firstname: "Asha",
      lastname: "Patel",
      email: "asha@example.co.uk",
      personal_phone: "0113 249 6000",
      companyName: "Meadow Care",
      subdomain: "meadowcare",
      password: "Long-password-1",
      confirmPassword: "Long-password-1",
    });
    expect(signup.error?.issues.filter((issue) => issue.path[0] === "personal_phone") ?? []).toEqual([]);
    const phoneFields = Object.values(profileTabSchemas).flatMap((schema) =>
      Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => /phone/i.test(key)),
    );
    expect(phoneFields.length).toBeGreaterThan(0);
    for (const [, field] of phoneFields) expect(field.parse("+44 113 249 6000")).toBe("01132496000");
  });
});
