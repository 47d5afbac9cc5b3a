import type { RouteObject } from "react-router";

const view: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DocumentViewPage")).DocumentViewPage,
});

/**
 * The public view of a library document (spec 000 §2): /view/Document/{slug}, and the longer
 * /view/{mainpath}/{subpath}/{name} whose last part is the same slug.
 */
export const documentViewPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "view/:mainpath/:subpath/:name": view,
  "view/Document/:slug": view,
};
