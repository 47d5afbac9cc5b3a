import { type LibrarySort, type LibraryUser, messages, type Role } from "@cloudoc/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/notify";
import { useSession } from "../../lib/use-session";
import {
  type Changed,
  fetchFolder,
  fetchTopLevel,
  libraryKey,
  type StatusFilter,
  searchDocuments,
} from "./documents-api";

/** The signed-in user as the library's permission rules read it (spec 001 §6). */
export function useLibraryUser(): LibraryUser {
  const data = useSession();
  return {
    role: data.userRole as Role | undefined,
    permissions: data.user_permission ?? [],
    userId: data.login_user_id || data.userId || undefined,
  };
}

export interface ListOptions {
  sort: LibrarySort;
  status: StatusFilter;
  page: number;
}

/** The top level: folders and the documents outside any folder. */
export function useTopLevel(options: Omit<ListOptions, "page">, enabled = true) {
  return useQuery({
    queryKey: [libraryKey, "top", options.sort, options.status],
    queryFn: () => fetchTopLevel(options.sort, options.status),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One folder: its path, sub-folders and a page of documents. */
export function useFolder(folderId: string | null, options: ListOptions, limit?: number) {
  return useQuery({
    queryKey: [libraryKey, "folder", folderId, options.sort, options.status, options.page, limit],
    queryFn: () => fetchFolder(folderId ?? "", options.sort, options.status, options.page, limit),
    placeholderData: (previous, query) =>
      // Keep the old page while the next one of the same folder loads, not another folder's.
      query?.queryKey[2] === folderId ? previous : undefined,
    enabled: folderId !== null,
  });
}

/** Ranked search results; idle while the text is empty (spec 001 §5). */
export function useSearch(text: string | undefined, folderId: string | null, page: number) {
  return useQuery({
    queryKey: [libraryKey, "search", text, folderId, page],
    queryFn: () => searchDocuments(text ?? "", folderId, page),
    placeholderData: keepPreviousData,
    enabled: text !== undefined,
  });
}

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.somethingWentWrong;

/**
 * A library change: shows the server's catalogue message, refreshes every library list, and
 * reports a failure with the server's words.
 */
export function useLibraryChange<TInput, TData>(
  call: (input: TInput) => Promise<Changed<TData>>,
  onDone?: (data: TData, input: TInput) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply, input) => {
      toast(reply.message || messages.fileUpdated, "success");
      onDone?.(reply.data, input);
      await client.invalidateQueries({ queryKey: [libraryKey] });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}
