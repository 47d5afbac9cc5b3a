import type { route } from "./define";

/** The questions calls. */
export const questionsRoutes = {
  // filled in by the questions module
} satisfies Record<string, ReturnType<typeof route>>;
