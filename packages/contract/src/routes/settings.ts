import type { route } from "./define";

/** The settings calls. */
export const settingsRoutes = {
  // filled in by the settings module
} satisfies Record<string, ReturnType<typeof route>>;
