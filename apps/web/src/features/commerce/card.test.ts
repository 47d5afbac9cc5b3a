import * as contract from "@cloudoc/contract";
import { messages } from "@cloudoc/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardDigits,
  cardFieldError,
  cardPayload,
  cvcDigits,
  expiryValid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  maskedCard,
  validateCard,
} from "./card";

const now = new Date("2026-05-15T12:00:00Z");
const good = { name: "Jane Tester", number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("formatCardNumber", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4242", "4242"],
    ["42424", "4242 4"],
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242-4242 4242abc4242", "4242 4242 4242 4242"],
    ["4000000000000002", "4000 0000 0000 0002"],
    ["378282246310005", "3782 822463 10005"],
    ["37828224631000599", "3782 822463 10005"],
    ["4242424242424242424242", "4242 4242 4242 4242 424"],
  ])("%s → %s", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it("keeps only digits, at most 19", () => {
    expect(cardDigits("4242 4242-4242 4242 9999 9999")).toBe("4242424242424242999");
  });
});

describe("cardBrand", () => {
  it.each([
    ["4242", "Visa"],
    ["5555 5555", "Mastercard"],
    ["2223", "Mastercard"],
    ["3782", "American Express"],
    ["6011", null],
    ["", null],
  ])("%s → %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe("formatExpiry", () => {
  it.each([
    ["1", "", "1"],
    ["12", "1", "12/"],
    ["4", "", "04/"],
    ["123", "12/", "12/3"],
    ["12/34", "12/3", "12/34"],
    ["12/345", "12/34", "12/34"],
    ["1230", "", "12/30"],
    // deleting never adds the slash back
    ["12", "12/", "12"],
    ["04", "04/", "04"],
    ["12/", "12/3", "12/"],
  ])("%s (was %s) → %s", (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });
});

describe("cvcDigits and maskedCard", () => {
  it("keeps up to 4 digits of the security code", () => {
    expect(cvcDigits("12a345")).toBe("1234");
  });
  it.each([
    ["4242", "•••• 4242"],
    [null, ""],
    ["42", ""],
  ])("%s → %s", (last4, shown) => {
    expect(maskedCard(last4)).toBe(shown);
  });
});

describe("validateCard", () => {
  it("accepts the sandbox's test cards", () => {
    expect(validateCard(good, now)).toEqual({});
    expect(validateCard({ ...good, number: "4000 0000 0000 0002" }, now)).toEqual({});
  });

  it("names each field's problem with the contract's messages", () => {
    expect(
      validateCard({ name: " ", number: "4242 4242 4242 4241", expiry: "13/30", cvc: "12" }, now),
    ).toEqual({
      name: messages.cardNameRequired,
      number: messages.cardNumberInvalid,
      expiry: messages.cardExpiryInvalid,
      cvc: messages.cardCvcInvalid,
    });
  });

  it.each([
    ["04/26", messages.cardExpired],
    ["05/26", undefined],
    ["05/2026", undefined],
    ["5/26", messages.cardExpiryInvalid],
    ["00/30", messages.cardExpiryInvalid],
    ["", messages.cardExpiryInvalid],
  ])("expiry %s → %s", (expiry, message) => {
    expect(cardFieldError("expiry", { ...good, expiry }, now)).toBe(message);
  });

  it("sends the number without spaces", () => {
    expect(cardPayload({ ...good, name: " Jane " })).toEqual({
      name: "Jane",
      number: "4242424242424242",
      expiry: "12/30",
      cvc: "123",
    });
  });
});

describe("the checks repeated from the contract", () => {
  it("luhnValid agrees with the contract's for any string of digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,21}$/), (digits) => {
        expect(luhnValid(digits)).toBe(contract.luhnValid(digits));
      }),
    );
    for (const card of ["4242424242424242", "4000000000000002", "378282246310005", "4242424242424241"]) {
      expect(luhnValid(card)).toBe(contract.luhnValid(card));
    }
  });

  it("expiryValid agrees with the contract's for any expiry and month", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 2100 }),
        fc.boolean(),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (month, year, short, at) => {
          const text = `${String(month).padStart(2, "0")}/${short ? String(year % 100).padStart(2, "0") : String(year)}`;
          expect(expiryValid(text, at)).toBe(contract.expiryValid(text, at));
        },
      ),
    );
  });
});
