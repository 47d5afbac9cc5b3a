import type { route } from "./define";

/** The profile calls. */
export const profileRoutes = {
  // filled in by the profile module
} satisfies Record<string, ReturnType<typeof route>>;
