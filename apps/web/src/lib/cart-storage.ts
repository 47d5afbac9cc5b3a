/** The offline cart of a visitor who is not signed in lives in localStorage (spec 000 §3). */
export const offlineCartKey = "offlineCart";

/** The event the header's cart count listens for when this tab changes the offline or server cart. */
export const cartChangedEvent = "cloudoc:cart";

/** What a cart-changed event may carry: the server cart's new count, when the reply gave it. */
export interface CartChangedDetail {
  count?: number;
}

export type OfflineCartLine = Record<string, unknown>;

/** The offline cart's lines (objects only); an empty list when there is none or it cannot be read. */
export function readOfflineCart(storage: Pick<Storage, "getItem"> | undefined): OfflineCartLine[] {
  const raw = storage?.getItem(offlineCartKey);
  if (!raw) return [];
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return [];
    return items.filter(
      (item): item is OfflineCartLine => typeof item === "object" && item !== null && !Array.isArray(item),
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

/** Tells this tab's cart count (and open cart pages) that the cart changed. */
export function announceCartChange(detail: CartChangedDetail = {}): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<CartChangedDetail>(cartChangedEvent, { detail }));
}

/** Stores the offline cart (an empty list removes the key) and announces the change. */
export function writeOfflineCart(
  lines: readonly OfflineCartLine[],
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined = browserLocalStorage(),
): void {
  if (lines.length === 0) storage?.removeItem(offlineCartKey);
  else storage?.setItem(offlineCartKey, JSON.stringify(lines));
  announceCartChange();
}

/** Empties the offline cart (after it moved to the server on login or registration, and on logout). */
export function clearOfflineCart(storage: Pick<Storage, "removeItem"> | undefined = browserLocalStorage()) {
  storage?.removeItem(offlineCartKey);
  announceCartChange();
}

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/**
 * The id an offline line names (the spec's cart item uses id; older lines may say packageId,
 * _id or fileId), and its sendtype (subscription unless it says document).
 */
export function offlineLineKey(line: OfflineCartLine): { id: string; sendtype: "subscription" | "document" } {
  const sendtype = line.sendtype === "document" ? "document" : "subscription";
  const id =
    sendtype === "document"
      ? textOf(line.fileId) || textOf(line.id) || textOf(line._id)
      : textOf(line.id) || textOf(line.packageId) || textOf(line._id);
  return { id, sendtype };
}

const sameLine = (a: OfflineCartLine, b: { id: string; sendtype: string }) => {
  const key = offlineLineKey(a);
  return key.id !== "" && key.id === b.id && key.sendtype === b.sendtype;
};

/**
 * Adds a line unless the cart holds the same package (or document) already: spec 000 §4 Cart,
 * "Adding an existing package shows 'already added in cart'". Answers the new list and whether
 * the line was added.
 */
export function addOfflineLine(
  lines: readonly OfflineCartLine[],
  line: OfflineCartLine,
): { lines: OfflineCartLine[]; added: boolean } {
  const key = offlineLineKey(line);
  if (key.id === "" || lines.some((existing) => sameLine(existing, key))) {
    return { lines: [...lines], added: false };
  }
  return { lines: [...lines, line], added: true };
}

/** The offline cart without the line naming this id and sendtype. */
export function removeOfflineLine(
  lines: readonly OfflineCartLine[],
  id: string,
  sendtype: "subscription" | "document" = "subscription",
): OfflineCartLine[] {
  return lines.filter((line) => !sameLine(line, { id, sendtype }));
}

/** Replaces the line naming the same id and sendtype; other lines are kept in their order. */
export function replaceOfflineLine(
  lines: readonly OfflineCartLine[],
  next: OfflineCartLine,
): OfflineCartLine[] {
  const key = offlineLineKey(next);
  return lines.map((line) => (sameLine(line, key) ? next : line));
}

export function browserLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
