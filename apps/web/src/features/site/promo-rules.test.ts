import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  defaultPromoButton,
  isPromoShown,
  promoButtonText,
  promoColours,
  promoTarget,
} from "./promo-rules";

describe("promo banner rules", () => {
  it("shows only when the offer is on with the notice flag", () => {
    expect(isPromoShown({ offerActive: true, promonotice: 1 })).toBe(true);
    expect(isPromoShown({ offerActive: true, promonotice: 0 })).toBe(false);
    expect(isPromoShown({ offerActive: false, promonotice: 1 })).toBe(false);
    expect(isPromoShown(undefined)).toBe(false);
  });

  it("opens a /policies-procedures link with country england", () => {
    expect(promoTarget("/policies-procedures")).toEqual({
      kind: "route",
      to: "/policies-procedures",
      state: { country: "england" },
    });
    expect(promoTarget("https://cloudoc.co.uk/policies-procedures?x=1")).toEqual({
      kind: "route",
      to: "/policies-procedures",
      state: { country: "england" },
    });
  });

  it("keeps other links as routes or external addresses, and drops unsafe ones", () => {
    expect(promoTarget("/subscription-list")).toEqual({ kind: "route", to: "/subscription-list" });
    expect(promoTarget("https://example.com/sale")).toEqual({
      kind: "external",
      href: "https://example.com/sale",
    });
    expect(promoTarget("javascript:alert(1)")).toBeNull();
    expect(promoTarget("//evil.example")).toBeNull();
    expect(promoTarget("")).toBeNull();
  });

  it("defaults the button text", () => {
    expect(promoButtonText("")).toBe(defaultPromoButton);
    expect(promoButtonText(undefined)).toBe("Let's Get Festive");
    expect(promoButtonText(" Shop now ")).toBe("Shop now");
  });

  it("keeps readable colours and fixes unreadable ones", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 0);
    expect(promoColours("#0b5f63", "#ffffff")).toEqual({ background: "#0b5f63", color: "#ffffff" });
    expect(promoColours("#ffff00", "#ffffff")).toEqual({ background: "#ffff00", color: "#1b2430" });
    expect(promoColours("red", "#fff")).toEqual({ background: "#0b5f63", color: "#fff" });
  });
});
