/** The offline cart of a visitor who is not signed in lives in localStorage (spec 000 §3). */
export const offlineCartKey = "offlineCart";

/** The number of items in the offline cart; 0 when there is none or it cannot be read. */
export function offlineCartCount(storage: Pick<Storage, "getItem"> | undefined): number {
  const raw = storage?.getItem(offlineCartKey);
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
