import { describe, expect, it } from "vitest";
import { otpAlphabet, otpLength } from "./constants";
import { messages } from "./messages";
import { routes } from "./routes";

const verifyBody = routes.verifySignupCode.body;
const resetBody = routes.checkResetCode.body;

describe("one-time codes (spec 000 §5: 4 boxes)", () => {
  it("draws from upper-case letters and digits with no look-alikes", () => {
    expect(otpLength).toBe(4);
    expect(otpAlphabet).toMatch(/^[0-9A-Z]+$/);
    expect(new Set(otpAlphabet).size).toBe(otpAlphabet.length);
    expect(otpAlphabet.length).toBeGreaterThanOrEqual(25);
    for (const lookAlike of "0O1IL5S2Z8B") expect(otpAlphabet).not.toContain(lookAlike);
  });

  it("takes a typed code in either case, as capitals", () => {
    expect(verifyBody.parse({ data: "handle", votp: "7kq4" }).votp).toBe("7KQ4");
    expect(resetBody.parse({ userId: "handle", otp_number: " 7KQ4 " }).otp_number).toBe("7KQ4");
  });

  it.each(["123", "7KQ44", "0O1I", "7K-4", ""])("refuses %j with the catalogue's words", (votp) => {
    const result = verifyBody.safeParse({ data: "handle", votp });
    expect(result.error?.issues[0]?.message).toBe(messages.enterCorrectOtp);
  });
});
