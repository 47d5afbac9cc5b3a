import { pageSizes } from "@cloudoc/contract";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { pageCount } from "../../../lib/list-rules";
import { fetchMyFiles, type ListPlace, myFilesKeys } from "../queries/my-files-api";

/** The folder a My Files page shows, kept in the history entry so Back and reload return to it. */
function useOpenFolder(): [string | null, (folderId: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const folderId =
    typeof state === "object" && state !== null && "folderId" in state && typeof state.folderId === "string"
      ? state.folderId
      : null;
  const open = (next: string | null) =>
    navigate(location.pathname, { replace: true, state: { folderId: next } });
  return [folderId, open];
}

/** A page of My Files: the open folder's, a search's across all files, or the bin's; 25 a page. */
export function useMyFilesList(bin: boolean) {
  const [folderId, openFolder] = useOpenFolder();
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const place: ListPlace = { folderId: bin || search !== "" ? null : folderId, search, bin };
  const query = useQuery({
    queryKey: [myFilesKeys.list, place, page],
    queryFn: () => fetchMyFiles(place, page),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  // Items left the last page (deleted, moved): show the page that is now last.
  useEffect(() => {
    if (query.data && query.data.list.length === 0 && page > 1) setPage(pageCount(total, pageSizes.myFiles));
  }, [query.data, page, total]);
  return {
    query,
    place,
    page,
    setPage,
    searchText,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    folderId,
    openFolder: (id: string | null) => {
      openFolder(id);
      setSearchText("");
      setPage(1);
    },
  };
}
