import { routes } from "@cloudoc/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";

export const documentViewKeys = {
  page: (slug: string) => ["document-view", slug] as const,
  ownCopy: (fileId: string) => ["document-view", "own", fileId] as const,
};

/** The public view of a library document (anyone; a signed-in company also learns of its copy). */
export function usePublicDocument(slug: string) {
  return useQuery({
    queryKey: documentViewKeys.page(slug),
    queryFn: async () => (await call(routes.publicDocument, { slug })).response,
    enabled: slug !== "",
    retry: false,
  });
}

/** The company's own copy, filled with its details, when it has one. */
export function useOwnCopy(fileId: string | undefined) {
  return useQuery({
    queryKey: documentViewKeys.ownCopy(fileId ?? ""),
    queryFn: async () => (await call(routes.viewDocument, { fileId: fileId ?? "" })).response,
    enabled: Boolean(fileId),
    retry: false,
  });
}

/** The canonical address of a document's public view. */
export const publicViewPath = (slug: string) => `/view/Document/${encodeURIComponent(slug)}`;
