import { canInLibrary, type LibraryUser } from "@cloudoc/contract";

/**
 * Who may accept, reject or restore an update (spec 000 §6 editing rights): anyone who may edit
 * the library's documents, which are filled by the library (no creator), so a staff user needs
 * "Can edit all folder, docs and files". The server decides again on each document.
 */
export function canDecideOn(user: LibraryUser): boolean {
  return canInLibrary(user, "editDocument", { createdBy: null });
}

/** The documents of a selection a restore would touch: those that came from the library. */
export function libraryDocuments<T extends { templateId: string | null }>(items: readonly T[]): T[] {
  return items.filter((item) => item.templateId !== null);
}
