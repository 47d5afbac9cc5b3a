import type { route } from "./define";

/** The exports calls. */
export const exportsRoutes = {
  // filled in by the exports module
} satisfies Record<string, ReturnType<typeof route>>;
