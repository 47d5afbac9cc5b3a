import type { route } from "./define";

/** The saved-documents calls. */
export const savedDocumentsRoutes = {
  // filled in by the saved-documents module
} satisfies Record<string, ReturnType<typeof route>>;
