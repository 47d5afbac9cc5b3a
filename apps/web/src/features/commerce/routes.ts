import type { RouteObject } from "react-router";

/** Cart, checkout and order pages, by their path in the public shell. */
export const commercePages: Readonly<Record<string, RouteObject["lazy"]>> = {};
