import type { AuthResponse, Role } from "@cloudoc/contract";
import { sessionLifetimeMinutes } from "@cloudoc/contract";

/**
 * The session data of spec 000 §3, kept in localStorage under the specification's key names
 * (one JSON value per key), so every tab of this origin shares one session. Each company
 * subdomain is its own origin and so has its own session. The offline cart lives beside it
 * (see cart-storage).
 */
export interface SessionData {
  userId: string;
  userName: string;
  token: string;
  userRole: Role;
  subdomain: string;
  user_permission: string[];
  companyUserId: string;
  login_user_id: string;
  isAuthenticated: boolean;
  /** The session token with the time it was stored (ms since the epoch), for the 240-minute expiry. */
  usersessiontoken: { token: string; timestamp: number };
  /** The remembered active-menu number (spec 000 §2 Footer). */
  activeClass: number;
  /** Which profile the profile page shows: the user's own, or the organisation's details. */
  profileType: "myprofile" | "companydetail";
  addonDetails: unknown;
  employeePlan: unknown;
  selected_addon: unknown;
  subscriptionPay: unknown;
}

export type SessionKey = keyof SessionData;

export const sessionKeys: readonly SessionKey[] = [
  "userId",
  "userName",
  "token",
  "userRole",
  "subdomain",
  "user_permission",
  "companyUserId",
  "login_user_id",
  "isAuthenticated",
  "usersessiontoken",
  "activeClass",
  "profileType",
  "addonDetails",
  "employeePlan",
  "selected_addon",
  "subscriptionPay",
];

/** Keys the web app itself remembers for the browser session, in sessionStorage (not shared by tabs). */
export const uiKeys = {
  sideMenuCollapsed: "cloudoc.sideMenuCollapsed",
} as const;

export const sessionLifetimeMs = sessionLifetimeMinutes * 60 * 1000;

/** True once 240 minutes have passed since the stored timestamp (spec 000 §4). */
export function isSessionExpired(timestamp: number | undefined, now: number = Date.now()): boolean {
  if (timestamp === undefined || !Number.isFinite(timestamp)) return false;
  return now - timestamp >= sessionLifetimeMs;
}

/** Milliseconds left before a session stored at `timestamp` expires; 0 once it has. */
export function msUntilExpiry(timestamp: number | undefined, now: number = Date.now()): number | undefined {
  if (timestamp === undefined || !Number.isFinite(timestamp)) return undefined;
  return Math.max(0, timestamp + sessionLifetimeMs - now);
}

/** Signed in: isAuthenticated is true and a token is held. */
export function isSignedIn(data: Readonly<Partial<SessionData>>): boolean {
  return data.isAuthenticated === true && typeof data.token === "string" && data.token !== "";
}

/** The session data a login, registration or hand-over reply stores (spec 000 §3). */
export function sessionFromAuth(response: AuthResponse, now: number = Date.now()): Partial<SessionData> {
  return {
    userId: response.userId,
    userName: response.userName,
    token: response.authToken,
    userRole: response.role,
    subdomain: response.subdomain,
    user_permission: [...response.permission],
    companyUserId: response.companyUserId,
    login_user_id: response.login_user_id,
    isAuthenticated: true,
    usersessiontoken: { token: response.authToken, timestamp: now },
  };
}

/** A user's effective profile id: companyUserId, else login_user_id; an employee's is login_user_id. */
export function effectiveProfileId(data: Partial<SessionData>): string | undefined {
  if (data.userRole === "employee") return data.login_user_id || undefined;
  return data.companyUserId || data.login_user_id || undefined;
}

type Listener = () => void;

/**
 * A typed store over a Storage (localStorage in the browser, a memory store in tests). The UI
 * keys live in `getUiStorage` (sessionStorage in the browser).
 */
export function createSessionStore(
  getStorage: () => Storage | undefined,
  getUiStorage: () => Storage | undefined = getStorage,
) {
  const listeners = new Set<Listener>();
  let snapshot: Readonly<Partial<SessionData>> | undefined;

  const notify = () => {
    snapshot = undefined;
    for (const listener of listeners) listener();
  };

  function get<K extends SessionKey>(key: K): SessionData[K] | undefined {
    const raw = getStorage()?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    try {
      return JSON.parse(raw) as SessionData[K];
    } catch {
      return undefined;
    }
  }

  function set<K extends SessionKey>(key: K, value: SessionData[K]): void {
    getStorage()?.setItem(key, JSON.stringify(value));
    notify();
  }

  function update(values: Partial<SessionData>): void {
    const storage = getStorage();
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    }
    notify();
  }

  function remove(key: SessionKey): void {
    getStorage()?.removeItem(key);
    notify();
  }

  /** Clears every session-data key (the UI keys too: all stored state is reset on logout). */
  function clear(): void {
    const storage = getStorage();
    for (const key of sessionKeys) storage?.removeItem(key);
    const uiStorage = getUiStorage();
    for (const key of Object.values(uiKeys)) uiStorage?.removeItem(key);
    notify();
  }

  /** A stable snapshot of all keys; a new object only after a change. */
  function read(): Readonly<Partial<SessionData>> {
    if (!snapshot) {
      const data: Partial<Record<SessionKey, unknown>> = {};
      for (const key of sessionKeys) {
        const value = get(key);
        if (value !== undefined) data[key] = value;
      }
      snapshot = Object.freeze(data as Partial<SessionData>);
    }
    return snapshot;
  }

  function subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** True when a stored session has passed its 240-minute lifetime. */
  function isExpired(now: number = Date.now()): boolean {
    return isSessionExpired(get("usersessiontoken")?.timestamp, now);
  }

  return { get, set, update, remove, clear, read, subscribe, isExpired, notify };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

const browserLocalStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

const browserSessionStorage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
};

export const session = createSessionStore(browserLocalStorage, browserSessionStorage);

const sessionKeySet: ReadonlySet<string> = new Set(sessionKeys);

if (typeof window !== "undefined") {
  // Another tab of this origin signed in or out (or devtools changed the storage): re-read it.
  window.addEventListener("storage", (event) => {
    if (event.key === null || sessionKeySet.has(event.key)) session.notify();
  });
}
