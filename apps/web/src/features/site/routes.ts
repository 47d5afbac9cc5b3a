import type { RouteObject } from "react-router";

/** Public site pages (catalogue, information, content), by their path in the public shell. */
export const sitePages: Readonly<Record<string, RouteObject["lazy"]>> = {};
