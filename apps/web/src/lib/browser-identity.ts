/**
 * The ids the live connection uses (spec 000 §1): a browser id kept in localStorage, shared by
 * every tab of this origin (the server's room for "login:success"), and an id for this tab only,
 * held in memory so a duplicated tab gets its own.
 */
export const browserIdKey = "cloudoc.browserId";
const idPattern = /^[A-Za-z0-9_-]{8,64}$/;

export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This browser's id, created on first use. */
export function browserId(storage: Pick<Storage, "getItem" | "setItem"> | undefined = safeLocalStorage()) {
  const stored = storage?.getItem(browserIdKey);
  if (stored && idPattern.test(stored)) return stored;
  const id = randomId();
  storage?.setItem(browserIdKey, id);
  return id;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** This tab's id. */
export const tabId: string = randomId();

/** The headers a login or registration carries so the server can tell this browser's other tabs. */
export function liveHeaders(): Record<string, string> {
  return { "x-browser-id": browserId(), "x-tab-id": tabId };
}

/** Whether a "login:success" event came from another tab (this tab already has its session). */
export function isOtherTabLogin(payload: unknown, ownTabId: string = tabId): boolean {
  if (typeof payload !== "object" || payload === null) return true;
  const from = (payload as { tabId?: unknown }).tabId;
  return from !== ownTabId;
}
