import type { Database, Transaction } from "../../../platform/db/client";
import { refreshDocumentCounts } from "../counts";
import { catalogueChanged } from "../list-cache";

/**
 * One console change to the catalogue in one transaction (with its audit event); once it has
 * committed, the public package list is read afresh. `counts` also refreshes the packages'
 * document counts, for a change to a folder tree.
 */
export async function changeCatalogue<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: { counts?: boolean } = {},
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    if (options.counts) await refreshDocumentCounts(tx);
    return value;
  });
  catalogueChanged();
  return result;
}
