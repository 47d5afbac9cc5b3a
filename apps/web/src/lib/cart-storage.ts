/** The offline cart of a visitor who is not signed in lives in localStorage (spec 000 §3). */
export const offlineCartKey = "offlineCart";

/** The event the header's cart count listens for when this tab changes the offline cart. */
export const cartChangedEvent = "cloudoc:cart";

/** The offline cart's lines (objects only); an empty list when there is none or it cannot be read. */
export function readOfflineCart(storage: Pick<Storage, "getItem"> | undefined): Record<string, unknown>[] {
  const raw = storage?.getItem(offlineCartKey);
  if (!raw) return [];
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return [];
    return items.filter(
      (item): item is Record<string, unknown> =>
        typeof item === "object" && item !== null && !Array.isArray(item),
    );
  } catch {
    return [];
  }
}

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

/** Empties the offline cart (after it moved to the server on login or registration, and on logout). */
export function clearOfflineCart(storage: Pick<Storage, "removeItem"> | undefined = browserLocalStorage()) {
  storage?.removeItem(offlineCartKey);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(cartChangedEvent));
}

export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
