import { ukToday } from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import { documentUpdates } from "./tables";

/**
 * Adds an entry to the public document-updates feed (the site's "recently updated" list), inside
 * the caller's transaction so the entry exists exactly when the change it reports does.
 */
export async function addDocumentUpdate(
  executor: Executor,
  entry: { policyNumber: string; title: string; summary: string },
): Promise<void> {
  await executor.insert(documentUpdates).values({ ...entry, updatedOn: ukToday() });
}
