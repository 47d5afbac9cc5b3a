import type { DocumentListItem, Folder } from "@cloudoc/contract";
import type { SearchResult } from "../documents-api";
import type { DocumentAbilities, DocumentCommand, FolderAbilities, FolderCommand } from "./ItemMenus";

/** What the grid and the list both show and do. */
export interface ItemsProps {
  folders: readonly Folder[];
  documents: readonly (DocumentListItem | SearchResult)[];
  selected: ReadonlySet<string>;
  onToggle: (item: DocumentListItem) => void;
  onDocument: (command: DocumentCommand, item: DocumentListItem) => void;
  onFolder: (command: FolderCommand, folder: Folder) => void;
  documentCan: (item: DocumentListItem) => DocumentAbilities;
  folderCan: (folder: Folder) => FolderAbilities;
  /** Show each document's folder (search results come from several). */
  showFolder: boolean;
}

export const isSearchResult = (item: DocumentListItem | SearchResult): item is SearchResult =>
  "snippet" in item && typeof item.snippet === "string";

/** The count line under a folder's name. */
export function folderSummary(folder: Folder): string {
  const parts = [];
  if (folder.folderCount > 0)
    parts.push(`${folder.folderCount} folder${folder.folderCount === 1 ? "" : "s"}`);
  parts.push(`${folder.documentCount} document${folder.documentCount === 1 ? "" : "s"}`);
  return parts.join(" · ");
}
