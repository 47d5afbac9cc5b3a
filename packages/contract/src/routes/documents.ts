import type { route } from "./define";

/** The documents calls. */
export const documentsRoutes = {
  // filled in by the documents module
} satisfies Record<string, ReturnType<typeof route>>;
