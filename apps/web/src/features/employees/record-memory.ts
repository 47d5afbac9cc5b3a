import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/**
 * Which record a details or edit page shows. Spec 000 §2 sends any address with a query string to
 * the home page when the app starts, so the id travels in the navigation state (`{ id }`, kept by
 * the browser across a reload); an `?id=` link inside the app is read once and the address cleaned.
 * The tab remembers the last one (sessionStorage) for a page opened afresh.
 */

const memoryKey = (name: string) => `cloudoc.${name}.id`;

function remembered(name: string): string {
  try {
    return sessionStorage.getItem(memoryKey(name)) ?? "";
  } catch {
    return "";
  }
}

function remember(name: string, id: string) {
  try {
    sessionStorage.setItem(memoryKey(name), id);
  } catch {
    // Storage refused (private mode): the navigation state still carries the id.
  }
}

/** The id in a navigation state: `{ id }`, or `{ <name>Id }` (`employeeId`, `groupId`). */
export function idFromState(state: unknown, name: string): string {
  if (typeof state !== "object" || state === null) return "";
  const record = state as Record<string, unknown>;
  const value = record.id ?? record[`${name}Id`];
  return typeof value === "string" ? value.trim() : "";
}

/** The id of the record this page shows ('' when none was chosen). */
export function useRecordId(name: string): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromQuery = params.get("id")?.trim() ?? "";
  const id = fromQuery || idFromState(location.state, name) || remembered(name);
  useEffect(() => {
    if (!id) return;
    remember(name, id);
    if (!fromQuery) return;
    void navigate(location.pathname, { replace: true, state: { ...stateRecord(location.state), id } });
  }, [id, name, fromQuery, location.pathname, location.state, navigate]);
  return id;
}

const stateRecord = (state: unknown): Record<string, unknown> =>
  typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};

interface ChosenRecordQuery<T> {
  detailKey: (id: string) => QueryKey;
  fetch: (id: string) => Promise<T>;
  /** Read it again on opening (an edit page starts from what is stored now). */
  fresh?: boolean;
  /** False while the page may not load it (the person lacks the permission). */
  enabled?: boolean;
}

/** The record a details or edit page shows, loaded: its id ('' when none was chosen) and the query. */
export function useChosenRecord<T>(
  name: string,
  { detailKey, fetch, fresh = false, enabled = true }: ChosenRecordQuery<T>,
) {
  const id = useRecordId(name);
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: () => fetch(id),
    enabled: enabled && id !== "",
    // Only an explicit 0: no staleTime at all keeps the app's default.
    ...(fresh ? { staleTime: 0 } : {}),
  });
  return { id, query };
}
