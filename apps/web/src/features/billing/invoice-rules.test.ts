import { describe, expect, it } from "vitest";
import { cardExpired, cardExpiry, formatBytes, settledText } from "./invoice-rules";

describe("cards and storage as shown", () => {
  it("shows a card's expiry as MM/YYYY and knows when it has passed", () => {
    expect(cardExpiry({ expMonth: 8, expYear: 2031 })).toBe("08/2031");
    expect(cardExpiry({ expMonth: null, expYear: null })).toBe("");
    const now = new Date(2026, 2, 15);
    expect(cardExpired({ expMonth: 2, expYear: 2026 }, now)).toBe(true);
    expect(cardExpired({ expMonth: 3, expYear: 2026 }, now)).toBe(false);
  });

  it("shows bytes in the largest whole unit", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(1024 * 1024 * 1024)).toBe("1 GB");
    expect(formatBytes(25 * 1024 * 1024)).toBe("25 MB");
  });
});

describe("the invoice list and detail texts", () => {
  it("says a £0 invoice charged nothing", () => {
    const day = (iso: string) => iso.slice(0, 10);
    expect(settledText({ total: 0, paidAt: "2026-01-02T10:00:00Z" }, day)).toBe("Nothing was charged.");
    expect(settledText({ total: 5, paidAt: "2026-01-02T10:00:00Z" }, day)).toBe(
      "Paid by card on 2026-01-02.",
    );
  });
});
