import type { route } from "./define";

/** The cart calls. */
export const cartRoutes = {
  // filled in by the cart module
} satisfies Record<string, ReturnType<typeof route>>;
