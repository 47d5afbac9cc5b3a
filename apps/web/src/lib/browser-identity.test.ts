import { describe, expect, it } from "vitest";
import { browserId, browserIdKey, isOtherTabLogin, randomId, tabId } from "./browser-identity";

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe("browser and tab ids (spec 000 §1 live connection)", () => {
  it("makes ids the server's room pattern accepts", () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(randomId()).not.toBe(randomId());
    expect(tabId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps one browser id in storage", () => {
    const storage = memory();
    const first = browserId(storage);
    expect(storage.getItem(browserIdKey)).toBe(first);
    expect(browserId(storage)).toBe(first);
  });

  it("replaces a stored id that is not valid", () => {
    const storage = memory();
    storage.setItem(browserIdKey, "bad id!");
    expect(browserId(storage)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refreshes on another tab's login, not on its own", () => {
    expect(isOtherTabLogin({ tabId: "other" }, "mine")).toBe(true);
    expect(isOtherTabLogin({ tabId: "mine" }, "mine")).toBe(false);
    expect(isOtherTabLogin({ tabId: "" }, "mine")).toBe(true);
    expect(isOtherTabLogin(undefined, "mine")).toBe(true);
  });
});
