import type { DocumentIndexItem, IndexFolder } from "@cloudoc/contract";

/** How the document index is laid out: one group per folder that holds documents, in tree order. */

export interface IndexGroup {
  /** Null: documents at the top level, outside any folder. */
  folder: IndexFolder | null;
  /** "Governance › Policies". */
  heading: string;
  documents: DocumentIndexItem[];
}

export const pathSeparator = " › ";
export const topLevelHeading = "Not in a folder";

/**
 * Groups the index's documents by folder, in the outline's order (top-level documents first).
 * Folders without documents are left out; their path still shows in their sub-folders' headings.
 */
export function groupIndex(
  documents: readonly DocumentIndexItem[],
  outline: readonly IndexFolder[],
): IndexGroup[] {
  const byFolder = new Map<string | null, DocumentIndexItem[]>();
  for (const document of documents) {
    const key = document.folderId;
    byFolder.set(key, [...(byFolder.get(key) ?? []), document]);
  }
  const groups: IndexGroup[] = [];
  const top = byFolder.get(null);
  if (top) groups.push({ folder: null, heading: topLevelHeading, documents: top });
  const placed = new Set<string | null>([null]);
  for (const folder of outline) {
    const inside = byFolder.get(folder._id);
    placed.add(folder._id);
    if (inside) groups.push({ folder, heading: folder.path.join(pathSeparator), documents: inside });
  }
  // Documents whose folder is missing from the outline still show, under their own path.
  for (const [folderId, inside] of byFolder) {
    if (placed.has(folderId)) continue;
    const path = inside[0]?.folderPath ?? [];
    groups.push({ folder: null, heading: path.join(pathSeparator) || topLevelHeading, documents: inside });
  }
  return groups;
}

/** Counts by review status, for the index's summary line. */
export function statusTally(documents: readonly Pick<DocumentIndexItem, "review_status">[]) {
  const tally = { "Up to Date": 0, "Review Due": 0, Overdue: 0 };
  for (const document of documents) tally[document.review_status] += 1;
  return tally;
}
