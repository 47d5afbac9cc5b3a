import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { carts } from "./tables";

type CartLine = Record<string, unknown>;

/** A line's identity: the package (or single document) it is for and how it is sent. */
function lineKey(line: CartLine): string {
  return `${String(line.id ?? line.packageId ?? line.fileId ?? "")}:${String(line.sendtype ?? "subscription")}`;
}

export async function cartItems(executor: Executor, userId: string): Promise<CartLine[]> {
  const [row] = await executor.select({ items: carts.items }).from(carts).where(eq(carts.userId, userId));
  return row?.items ?? [];
}

/**
 * Adds the offline cart's lines to the user's server cart, skipping lines already there
 * (spec 000 §4: the offline cart moves to the server at login and registration).
 */
export async function mergeOfflineCart(
  executor: Executor,
  owner: { userId: string; companyId: string },
  offline: CartLine[],
) {
  if (offline.length === 0) return cartItems(executor, owner.userId);
  const current = await cartItems(executor, owner.userId);
  const known = new Set(current.map(lineKey));
  const merged = [...current, ...offline.filter((line) => !known.has(lineKey(line)))];
  await executor
    .insert(carts)
    .values({ userId: owner.userId, companyId: owner.companyId, items: merged })
    .onConflictDoUpdate({ target: carts.userId, set: { items: merged, updatedAt: sql`now()` } });
  return merged;
}
