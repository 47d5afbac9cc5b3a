import type { route } from "./define";

/** The references calls. */
export const referencesRoutes = {
  // filled in by the references module
} satisfies Record<string, ReturnType<typeof route>>;
