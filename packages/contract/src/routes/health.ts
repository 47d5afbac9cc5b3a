import type { route } from "./define";

/** The health calls. */
export const healthRoutes = {
  // filled in by the health module
} satisfies Record<string, ReturnType<typeof route>>;
