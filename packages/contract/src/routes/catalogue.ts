import type { route } from "./define";

/** The catalogue calls. */
export const catalogueRoutes = {
  // filled in by the catalogue module
} satisfies Record<string, ReturnType<typeof route>>;
