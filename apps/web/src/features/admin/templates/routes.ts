import type { RouteObject } from "react-router";

/** The console's templates (list, editor, versions, preview) and the library import, by their path under /admin. */
export const adminTemplatePages: Readonly<Record<string, RouteObject["lazy"]>> = {};
