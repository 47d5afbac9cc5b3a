import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * The folder and file the documents pages remember while the user stays inside them
 * (/company/documents, /company/documents/editor, ...) and forget once the user leaves
 * (spec 001 §4). Kept in sessionStorage so a reload inside the documents pages keeps the place.
 */

export interface DocumentsPlace {
  /** The open folder; null at the top level. */
  folderId: string | null;
  /** The document last opened from the list. */
  fileId: string | null;
}

const storageKey = "cloudoc.documents.place";
const empty: DocumentsPlace = { folderId: null, fileId: null };

/** Whether a path is one of the documents pages that share the remembered place. */
export function isDocumentsPath(pathname: string): boolean {
  return /^\/company\/documents(?:\/|$)/.test(pathname);
}

/** Reads a stored place; anything malformed is the top level. */
export function parsePlace(raw: string | null | undefined): DocumentsPlace {
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof DocumentsPlace, unknown>>;
    const id = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
    return { folderId: id(value.folderId), fileId: id(value.fileId) };
  } catch {
    return empty;
  }
}

const listeners = new Set<() => void>();
let snapshot: DocumentsPlace | undefined;
const storage = (): Storage | undefined =>
  typeof sessionStorage === "undefined" ? undefined : sessionStorage;

function read(): DocumentsPlace {
  snapshot ??= parsePlace(storage()?.getItem(storageKey));
  return snapshot;
}

function write(place: DocumentsPlace): void {
  if (place.folderId === null && place.fileId === null) storage()?.removeItem(storageKey);
  else storage()?.setItem(storageKey, JSON.stringify(place));
  snapshot = place;
  for (const listener of listeners) listener();
}

export const documentsPlace = {
  read,
  setFolder(folderId: string | null) {
    if (read().folderId !== folderId) write({ ...read(), folderId });
  },
  setFile(fileId: string | null) {
    if (read().fileId !== fileId) write({ ...read(), fileId });
  },
  forget() {
    if (read().folderId !== null || read().fileId !== null) write(empty);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The remembered place, re-rendering when it changes. */
export function useDocumentsPlace(): DocumentsPlace {
  return useSyncExternalStore(documentsPlace.subscribe, read, () => empty);
}

/**
 * Forgets the place whenever the app is on a page outside the documents pages. Mounted by the
 * documents pages themselves and, for leaving from the editor, once in the company shell.
 */
export function useForgetDocumentsPlaceOutside(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isDocumentsPath(pathname)) documentsPlace.forget();
  }, [pathname]);
  // Leaving the documents page itself: by the time it unmounts the new path is in the address bar.
  useEffect(
    () => () => {
      if (typeof window !== "undefined" && !isDocumentsPath(window.location.pathname))
        documentsPlace.forget();
    },
    [],
  );
}
