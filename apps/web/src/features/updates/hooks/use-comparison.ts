import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { fetchComparison, markOpened, updateKeys } from "../queries/updates-api";

/**
 * The comparison of one document, always read fresh (the version it shows is the one a decision
 * sends back). Opening the page records that the update notice was seen (/user/opened/status).
 */
export function useComparison(fileId: string) {
  const opened = useRef("");
  useEffect(() => {
    if (!fileId || opened.current === fileId) return;
    opened.current = fileId;
    // Only a record that the notice was seen: a failure changes nothing on this page.
    markOpened(fileId).catch(() => undefined);
  }, [fileId]);
  return useQuery({
    queryKey: updateKeys.comparison(fileId),
    queryFn: () => fetchComparison(fileId),
    enabled: fileId !== "",
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
    retry: false,
  });
}
