import { useLocation } from "react-router";

/**
 * The file an editor or details page shows: carried in the history entry's state (not the
 * address, as spec 000 §2 sends an entered address with a query string home), so it survives a
 * reload and Back.
 */
export function useChosenFile(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state !== "object" || state === null || !("fileId" in state)) return null;
  return typeof state.fileId === "string" && state.fileId !== "" ? state.fileId : null;
}
