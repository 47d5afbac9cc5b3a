import { siteMessages } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../../platform/db/client";
import { badRequest } from "../../../platform/envelope";
import { textArray } from "../../catalogue/sql";

/** A content list shown in the admin's order: FAQs, knowledge articles, testimonials. */
export interface OrderedList {
  table: PgTable;
  id: PgColumn;
  position: PgColumn;
}

/** The position after the last: a new item goes to the end of its list. */
export async function nextPosition(tx: Transaction, list: OrderedList): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${list.position}), -1)::int + 1` })
    .from(list.table);
  return row?.next ?? 0;
}

/**
 * Puts a whole list in the given order in one statement. The ids must be exactly the list's (a
 * list changed since the admin loaded it answers 400, and nothing moves).
 */
export async function reorderList(tx: Transaction, list: OrderedList, ids: readonly string[]): Promise<void> {
  const rows = await tx
    .select({ id: sql<string>`${list.id}::text` })
    .from(list.table)
    .for("update");
  const known = new Set(rows.map((row) => row.id));
  if (known.size !== ids.length || ids.some((id) => !known.has(id))) {
    throw badRequest(siteMessages.orderMismatch, [{ field: "ids", message: siteMessages.orderMismatch }]);
  }
  await tx.execute(sql`
    update ${list.table} set ${sql.identifier(list.position.name)} = ordered.ord - 1
    from unnest(${textArray(ids)}) with ordinality as ordered(id, ord)
    where ${list.id}::text = ordered.id`);
}
