import type { AuthResponse } from "@cloudoc/contract";
import { describe, expect, it, vi } from "vitest";
import {
  createSessionStore,
  effectiveProfileId,
  isSessionExpired,
  isSignedIn,
  msUntilExpiry,
  sessionFromAuth,
  sessionLifetimeMs,
  uiKeys,
} from "./session";

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

describe("msUntilExpiry", () => {
  const start = Date.UTC(2025, 0, 1, 9, 0, 0);
  it("counts down to the end of the 240 minutes, then stays at 0", () => {
    expect(msUntilExpiry(start, start)).toBe(sessionLifetimeMs);
    expect(msUntilExpiry(start, start + 60_000)).toBe(sessionLifetimeMs - 60_000);
    expect(msUntilExpiry(start, start + sessionLifetimeMs)).toBe(0);
    expect(msUntilExpiry(start, start + sessionLifetimeMs + 1)).toBe(0);
  });
  it("has nothing to count without a timestamp", () => {
    expect(msUntilExpiry(undefined, start)).toBeUndefined();
    expect(msUntilExpiry(Number.NaN, start)).toBeUndefined();
  });
});

describe("isSignedIn", () => {
  it("needs isAuthenticated and a token", () => {
    expect(isSignedIn({ isAuthenticated: true, token: "t" })).toBe(true);
    expect(isSignedIn({ isAuthenticated: true })).toBe(false);
    expect(isSignedIn({ isAuthenticated: true, token: "" })).toBe(false);
    expect(isSignedIn({ isAuthenticated: false, token: "t" })).toBe(false);
    expect(isSignedIn({})).toBe(false);
  });
});

describe("sessionFromAuth (spec 000 §3 Session data from the Login response)", () => {
  const response: AuthResponse = {
    authToken: "tok_abcdefghijklmnopqrstuvwxyz",
    userName: "Jane Smith",
    userId: "u1",
    role: "company",
    subdomain: "sunrise",
    permission: ["Dashboard"],
    companyUserId: "u1",
    login_user_id: "u1",
    type: "company",
    handoverCode: "h",
    companySiteUrl: "http://sunrise.localhost:3000",
  };
  it("stores the specification's keys with the time, for the expiry", () => {
    const data = sessionFromAuth(response, 1234);
    expect(data).toEqual({
      userId: "u1",
      userName: "Jane Smith",
      token: "tok_abcdefghijklmnopqrstuvwxyz",
      userRole: "company",
      subdomain: "sunrise",
      user_permission: ["Dashboard"],
      companyUserId: "u1",
      login_user_id: "u1",
      isAuthenticated: true,
      usersessiontoken: { token: "tok_abcdefghijklmnopqrstuvwxyz", timestamp: 1234 },
    });
    expect(isSignedIn(data)).toBe(true);
  });
  it("expires 240 minutes after it was stored", () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(() => storage);
    store.update(sessionFromAuth(response, 1000));
    expect(store.isExpired(1000 + sessionLifetimeMs - 1)).toBe(false);
    expect(store.isExpired(1000 + sessionLifetimeMs)).toBe(true);
  });
});

describe("session store across storages", () => {
  it("keeps the session in one storage and clears the UI keys from the other", () => {
    const local = new MemoryStorage();
    const perTab = new MemoryStorage();
    perTab.setItem(uiKeys.sideMenuCollapsed, "true");
    perTab.setItem("unrelated", "1");
    const store = createSessionStore(
      () => local,
      () => perTab,
    );
    store.update({ token: "t", isAuthenticated: true });
    expect(local.getItem("token")).toBe('"t"');
    expect(perTab.getItem("token")).toBeNull();
    store.clear();
    expect(local.length).toBe(0);
    expect(perTab.getItem(uiKeys.sideMenuCollapsed)).toBeNull();
    expect(perTab.getItem("unrelated")).toBe("1");
  });

  it("lets two tabs share one session (same storage, separate stores)", () => {
    const local = new MemoryStorage();
    const tabA = createSessionStore(() => local);
    const tabB = createSessionStore(() => local);
    expect(tabB.read()).toEqual({});
    tabA.update({ token: "t", isAuthenticated: true });
    expect(tabB.read()).toEqual({}); // its snapshot until told
    tabB.notify(); // what the storage event does
    expect(isSignedIn(tabB.read())).toBe(true);
  });
});
