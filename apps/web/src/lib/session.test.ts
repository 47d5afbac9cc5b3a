import { describe, expect, it, vi } from "vitest";
import { createSessionStore, effectiveProfileId, isSessionExpired, sessionLifetimeMs } from "./session";

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe("isSessionExpired (240 minutes)", () => {
  const start = Date.UTC(2025, 0, 1, 9, 0, 0);
  it.each([
    [0, false],
    [239 * 60 * 1000, false],
    [sessionLifetimeMs - 1, false],
    [sessionLifetimeMs, true],
    [241 * 60 * 1000, true],
  ])("%i ms after the timestamp → %s", (elapsed, expired) => {
    expect(isSessionExpired(start, start + elapsed)).toBe(expired);
  });
  it("treats a missing timestamp as not expired", () => {
    expect(isSessionExpired(undefined, start)).toBe(false);
    expect(isSessionExpired(Number.NaN, start)).toBe(false);
  });
});

describe("effectiveProfileId (spec 000 §3)", () => {
  it("prefers companyUserId, else login_user_id", () => {
    expect(effectiveProfileId({ companyUserId: "c1", login_user_id: "l1" })).toBe("c1");
    expect(effectiveProfileId({ companyUserId: "", login_user_id: "l1" })).toBe("l1");
    expect(effectiveProfileId({})).toBeUndefined();
  });
  it("uses login_user_id for an employee", () => {
    expect(effectiveProfileId({ userRole: "employee", companyUserId: "c1", login_user_id: "e1" })).toBe("e1");
  });
});

describe("session store", () => {
  it("stores typed JSON values under the specification's keys", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage);
    store.set("user_permission", ["Dashboard", "Users"]);
    store.set("isAuthenticated", true);
    store.set("token", "abc");
    expect(storage.getItem("user_permission")).toBe('["Dashboard","Users"]');
    expect(store.get("user_permission")).toEqual(["Dashboard", "Users"]);
    expect(store.get("isAuthenticated")).toBe(true);
    expect(store.read()).toEqual({
      user_permission: ["Dashboard", "Users"],
      isAuthenticated: true,
      token: "abc",
    });
  });

  it("keeps the snapshot stable until something changes, and notifies", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.read();
    expect(store.read()).toBe(first);
    store.update({ userId: "u1", userName: "jane" });
    expect(listener).toHaveBeenCalledOnce();
    expect(store.read()).not.toBe(first);
    expect(store.read()).toEqual({ userId: "u1", userName: "jane" });
  });

  it("clears every key, leaving other storage alone", () => {
    const storage = new MemoryStorage();
    storage.setItem("unrelated", "1");
    const store = createSessionStore(() => storage);
    store.update({ token: "t", userRole: "company", activeClass: 4 });
    store.clear();
    expect(store.read()).toEqual({});
    expect(storage.getItem("unrelated")).toBe("1");
  });

  it("ignores a value that is not JSON", () => {
    const storage = new MemoryStorage();
    storage.setItem("userName", "not json");
    expect(createSessionStore(() => storage).get("userName")).toBeUndefined();
  });

  it("reports expiry from usersessiontoken", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage);
    const now = 1_700_000_000_000;
    expect(store.isExpired(now)).toBe(false);
    store.set("usersessiontoken", { token: "t", timestamp: now - sessionLifetimeMs });
    expect(store.isExpired(now)).toBe(true);
  });

  it("works without any storage (private mode, tests)", () => {
    const store = createSessionStore(() => undefined);
    store.set("token", "x");
    expect(store.get("token")).toBeUndefined();
    expect(store.read()).toEqual({});
  });
});
