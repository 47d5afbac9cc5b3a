import type { route } from "./define";

/** The orders calls. */
export const ordersRoutes = {
  // filled in by the orders module
} satisfies Record<string, ReturnType<typeof route>>;
