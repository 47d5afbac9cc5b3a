import type { route } from "./define";

/** The payments calls. */
export const paymentsRoutes = {
  // filled in by the payments module
} satisfies Record<string, ReturnType<typeof route>>;
