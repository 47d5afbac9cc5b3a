/**
 * The new-provider checklist's ticks, remembered in localStorage by item id so they survive a
 * reload and a change to the checklist's wording.
 */
export const checklistStorageKey = "cloudoc.checklist.newProvider";

type Reader = Pick<Storage, "getItem">;
type Writer = Pick<Storage, "setItem" | "removeItem">;

/** The ticked ids; an empty set when nothing is stored or the value cannot be read. */
export function readTicks(storage: Reader | undefined): Set<string> {
  const raw = storage?.getItem(checklistStorageKey);
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** Stores the ticks (sorted, so the stored value does not depend on the order of clicks). */
export function writeTicks(storage: Writer | undefined, ticks: ReadonlySet<string>): void {
  if (!storage) return;
  try {
    if (ticks.size === 0) storage.removeItem(checklistStorageKey);
    else storage.setItem(checklistStorageKey, JSON.stringify([...ticks].sort()));
  } catch {
    // Private mode or a full store: ticks still work for this visit.
  }
}

export function toggleTick(ticks: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ticks);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Progress over the items that exist now (ticks of removed items do not count). */
export function checklistProgress(
  sections: readonly { items: readonly { id: string }[] }[],
  ticks: ReadonlySet<string>,
): { done: number; total: number; percent: number } {
  const ids = sections.flatMap((section) => section.items.map((item) => item.id));
  const done = ids.filter((id) => ticks.has(id)).length;
  const total = ids.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
