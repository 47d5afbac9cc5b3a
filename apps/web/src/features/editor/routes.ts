import type { RouteObject } from "react-router";

/** The company-app screens of the document editor, by their path under /company. */
export const editorCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "documents/editor": async () => ({ Component: (await import("./pages/EditorPage")).EditorPage }),
};
