import { describe, expect, it } from "vitest";
import { offlineCartCount, offlineCartKey } from "./cart-storage";

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === offlineCartKey ? value : null),
});

describe("offlineCartCount", () => {
  it.each([
    [null, 0],
    ["", 0],
    ["[]", 0],
    ['[{"id":"a"},{"id":"b"}]', 2],
    ['{"id":"a"}', 0],
    ["not json", 0],
  ])("%s → %i", (raw, count) => {
    expect(offlineCartCount(storageWith(raw))).toBe(count);
  });
  it("is 0 without storage", () => {
    expect(offlineCartCount(undefined)).toBe(0);
  });
});
