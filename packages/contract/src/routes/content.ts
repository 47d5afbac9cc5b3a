import type { route } from "./define";

/** The content calls. */
export const contentRoutes = {
  // filled in by the content module
} satisfies Record<string, ReturnType<typeof route>>;
