import type { DocumentListItem, Folder, LibrarySort } from "@cloudoc/contract";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api";
import type { StatusFilter } from "./documents-api";
import { documentsPlace, useDocumentsPlace } from "./remembered-place";
import { useFolder, useSearch, useTopLevel } from "./use-library";
import { clampPage, pageOfList, searchTextOf, toggleId, togglePage } from "./view-rules";

export type ViewMode = "grid" | "list";

/**
 * The state of the documents browser: the open folder (remembered while inside the documents
 * pages), search, sort, status filter, view, page and the selection, and the lists they show.
 */
export function useDocumentsBrowser() {
  const { folderId } = useDocumentsPlace();
  const [sort, setSort] = useState<LibrarySort>("default");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setView] = useState<ViewMode>("grid");
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [debounced] = useDebouncedValue(searchInput, 300);
  const search = searchTextOf(debounced);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Items seen while selected, so the bulk rules also know those on other pages.
  const [known, setKnown] = useState<ReadonlyMap<string, DocumentListItem>>(new Map());

  const top = useTopLevel({ sort, status }, folderId === null && search === undefined);
  // Kept while searching too: the breadcrumbs and "New sub-folder" still name the open folder.
  const folder = useFolder(folderId, { sort, status, page: search === undefined ? page : 1 });
  const results = useSearch(search, folderId, page);

  // A remembered folder that has since gone (deleted elsewhere): back to the top level.
  const folderGone = folder.error instanceof ApiError && folder.error.httpStatus === 404;
  useEffect(() => {
    if (folderGone) documentsPlace.setFolder(null);
  }, [folderGone]);

  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };

  const active = search !== undefined ? results : folderId === null ? top : folder;
  let folders: Folder[] = [];
  let documents: DocumentListItem[] = [];
  let total = 0;
  if (search !== undefined) {
    documents = results.data?.list ?? [];
    total = results.data?.total ?? 0;
  } else if (folderId === null) {
    folders = top.data?.folders ?? [];
    total = top.data?.files.length ?? 0;
    documents = pageOfList(top.data?.files ?? [], page);
  } else {
    folders = folder.data?.folders ?? [];
    documents = folder.data?.list ?? [];
    total = folder.data?.total ?? 0;
  }
  const shownPage = clampPage(page, total);

  return {
    folderId,
    openFolder(id: string | null) {
      documentsPlace.setFolder(id);
      setSearchInput("");
      reset();
    },
    /** Keeps the search text and looks in every folder. */
    searchEverywhere() {
      documentsPlace.setFolder(null);
      reset();
    },
    sort,
    setSort(value: LibrarySort) {
      setSort(value);
      reset();
    },
    status,
    setStatus(value: StatusFilter) {
      setStatus(value);
      reset();
    },
    view,
    setView,
    page: shownPage,
    setPage,
    searchInput,
    setSearchInput(value: string) {
      setSearchInput(value);
      // The list follows the search only once it has text (spec 001 §5); paging restarts then.
      if (searchTextOf(value) !== undefined || searchTextOf(searchInput) !== undefined) setPage(1);
    },
    search,
    folder: folder.data,
    query: active,
    folders,
    documents,
    total,
    selected,
    selectedItems: [...selected].flatMap((id) => {
      const item = documents.find((d) => d._id === id) ?? known.get(id);
      return item ? [item] : [];
    }),
    toggle(item: DocumentListItem) {
      setKnown((map) => new Map(map).set(item._id, item));
      setSelected((current) => toggleId(current, item._id));
    },
    togglePage() {
      setKnown((map) => {
        const next = new Map(map);
        for (const item of documents) next.set(item._id, item);
        return next;
      });
      setSelected((current) =>
        togglePage(
          current,
          documents.map((d) => d._id),
        ),
      );
    },
    clearSelection: () => setSelected(new Set()),
  };
}

export type DocumentsBrowser = ReturnType<typeof useDocumentsBrowser>;
