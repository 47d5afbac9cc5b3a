import type { route } from "./define";

/** The accounts calls. */
export const accountsRoutes = {
  // filled in by the accounts module
} satisfies Record<string, ReturnType<typeof route>>;
