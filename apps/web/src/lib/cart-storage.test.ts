import { describe, expect, it } from "vitest";
import {
  addOfflineLine,
  offlineCartCount,
  offlineCartKey,
  offlineLineKey,
  readOfflineCart,
  removeOfflineLine,
  replaceOfflineLine,
  writeOfflineCart,
} from "./cart-storage";

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

describe("offline cart lines", () => {
  const a = { id: "a", name: "A" };
  const b = { id: "b", name: "B" };

  it("adds a line once", () => {
    const first = addOfflineLine([a], b);
    expect(first).toEqual({ lines: [a, b], added: true });
    expect(addOfflineLine(first.lines, { ...b, name: "B again" })).toEqual({ lines: [a, b], added: false });
  });

  it("removes and replaces by id and sendtype", () => {
    expect(removeOfflineLine([a, b], "a")).toEqual([b]);
    expect(removeOfflineLine([a, b], "a", "document")).toEqual([a, b]);
    expect(replaceOfflineLine([a, b], { id: "b", name: "B2" })).toEqual([a, { id: "b", name: "B2" }]);
  });

  it("reads the id under the names older lines used", () => {
    expect(offlineLineKey({ packageId: "p" })).toEqual({ id: "p", sendtype: "subscription" });
    expect(offlineLineKey({ fileId: "f", sendtype: "document" })).toEqual({ id: "f", sendtype: "document" });
    expect(offlineLineKey({})).toEqual({ id: "", sendtype: "subscription" });
  });

  it("writes the list, and removes the key when it is empty", () => {
    const store = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    writeOfflineCart([a], storage);
    expect(readOfflineCart({ getItem: (key) => store.get(key) ?? null })).toEqual([a]);
    writeOfflineCart([], storage);
    expect(store.has(offlineCartKey)).toBe(false);
  });
});
