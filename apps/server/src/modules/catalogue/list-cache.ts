import type { SubscriptionListQuery } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { listPackageRows } from "./list";

type PackageRows = Awaited<ReturnType<typeof listPackageRows>>;

/** How long a page of package rows is reused; catalogue edits show within this time. */
export const packageListTtlMs = 15_000;
const maxEntries = 200;
let catalogueGeneration = 0;

/** Called after a catalogue change commits: this process's next list is read afresh. */
export function catalogueChanged(): void {
  catalogueGeneration += 1;
}

/**
 * Pages of the public package list, reused for a few seconds per query. It is the hottest
 * catalogue call (every home and catalogue page asks for it) and its rows change only when the
 * catalogue does. Prices are applied afresh on every request, so an offer shows at once. A cache,
 * not state: each process keeps its own; a console change empties this process's at once
 * (`catalogueChanged`), other processes' within the TTL.
 */
export function cachedPackageRows(db: Database, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<PackageRows> }>();
  let generation = catalogueGeneration;
  return (query: SubscriptionListQuery): Promise<PackageRows> => {
    if (generation !== catalogueGeneration) {
      entries.clear();
      generation = catalogueGeneration;
    }
    const key = JSON.stringify(query);
    const hit = entries.get(key);
    if (hit && now() - hit.at < packageListTtlMs) return hit.value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
    const value = listPackageRows(db, query);
    entries.set(key, { at: now(), value });
    // A failed query is not remembered.
    value.catch(() => entries.delete(key));
    return value;
  };
}
