import type { route } from "./define";

/** The library calls. */
export const libraryRoutes = {
  // filled in by the library module
} satisfies Record<string, ReturnType<typeof route>>;
