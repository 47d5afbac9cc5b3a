import { pageSizes } from "@cloudoc/contract";
import type { LibraryQuery } from "./site-api";

export const libraryPageSize = pageSizes.documents;

/** Document Search state kept in history (the address carries no query string, spec 000 §2). */
export const emptyLibraryQuery: LibraryQuery = { search: "", country: "", category: "", page: 1 };

/** The kept search as a compact query string, and back (the address itself carries none). */
export function libraryQueryToString(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.country) params.set("country", query.country);
  if (query.category) params.set("category", query.category);
  if (query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

const slug = (value: string | null) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : "");

export function libraryQueryFromState(state: unknown): LibraryQuery {
  if (typeof state !== "object" || state === null) return emptyLibraryQuery;
  const s = state as Record<string, unknown>;
  if (typeof s.library === "string") {
    const params = new URLSearchParams(s.library);
    const page = Number(params.get("page"));
    return {
      search: (params.get("q") ?? "").slice(0, 200),
      country: slug(params.get("country")),
      category: slug(params.get("category")),
      page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    };
  }
  return {
    ...emptyLibraryQuery,
    search: typeof s.search === "string" ? s.search.trim().slice(0, 200) : "",
    country: typeof s.country === "string" ? slug(s.country) : "",
    category: typeof s.category === "string" ? slug(s.category) : "",
  };
}

/** The Document Search call's input for a kept search (the early script asks for it too). */
export const libraryCallInput = (query: LibraryQuery) => ({
  skip: (Math.max(1, query.page) - 1) * libraryPageSize,
  limit: libraryPageSize,
  doclibSearch: query.search.trim(),
  country: query.country ? [query.country] : [],
  category: query.category ? [query.category] : [],
});
