import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartLineFromClient } from "./cart-rules";
import { cardSchema, expiryValid, luhnValid } from "./checkout";
import { messages } from "./messages";

const id = "0b6e2a8e-3f4c-4b1a-9d2e-5c7f8a9b0c1d";

describe("card checks", () => {
  it("knows the test cards and rejects a mistyped number (Luhn)", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
  });

  it("property: changing one digit of a valid number breaks the check", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = "4242424242424242".split("").map(Number);
        digits[at] = ((digits[at] ?? 0) + delta) % 10;
        expect(luhnValid(digits.join(""))).toBe(false);
      }),
    );
  });

  it("accepts an expiry up to the end of its month", () => {
    const now = new Date("2025-06-15T00:00:00Z");
    expect(expiryValid("06/25", now)).toBe(true);
    expect(expiryValid("05/25", now)).toBe(false);
    expect(expiryValid("12/2030", now)).toBe(true);
    expect(expiryValid("13/30", now)).toBe(false);
  });

  it("validates card details with catalogue messages, spaces allowed", () => {
    const ok = cardSchema.safeParse({
      number: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      name: "A B",
    });
    expect(ok.success && ok.data.number).toBe("4242424242424242");
    const bad = cardSchema.safeParse({ number: "4242 4242 4242 4241", expiry: "12/40", cvc: "12", name: "" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      messages.cardNumberInvalid,
      messages.cardCvcInvalid,
      messages.cardNameRequired,
    ]);
  });
});

describe("cart lines sent by a browser", () => {
  it("reads the names the offline cart uses and ignores prices", () => {
    expect(
      cartLineFromClient({
        id,
        name: "x",
        price: 1,
        sendtype: "subscription",
        monthlyUpdates: true,
        printing: 1,
      }),
    ).toEqual({ kind: "package", id, planType: "monthly", addOns: ["updates", "printing"] });
    expect(
      cartLineFromClient({
        packageId: id,
        renewalPlan: "yearly",
        selectedPackages: ["management", "updates"],
      }),
    ).toEqual({ kind: "package", id, planType: "yearly", addOns: ["combo"] });
    expect(cartLineFromClient({ fileId: id, price: 0.01 })).toEqual({ kind: "document", id });
  });

  it("drops lines without a usable id or with an unknown send type", () => {
    expect(cartLineFromClient({ id: "pkg-1" })).toBeNull();
    expect(cartLineFromClient({ id, sendtype: "gift" })).toBeNull();
    expect(cartLineFromClient("text")).toBeNull();
    expect(cartLineFromClient([id])).toBeNull();
  });

  it("property: never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const line = cartLineFromClient(value);
        expect(line === null || typeof line.id === "string").toBe(true);
      }),
    );
  });
});
