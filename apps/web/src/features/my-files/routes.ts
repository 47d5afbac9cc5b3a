import type { RouteObject } from "react-router";

const list: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MyFilesPage")).MyFilesPage,
});
const editor: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MyFileEditorPage")).MyFileEditorPage,
});
const details: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/MyFileDetailsPage")).MyFileDetailsPage,
});

/** The My Files screens by their path under /company, with the /myDocuments aliases (spec 001 §2). */
export const myFilesCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  myfiles: list,
  "myfiles/editor": editor,
  "myfiles/details": details,
  myDocuments: list,
  "myDocuments/editor": editor,
  "myDocuments/details": details,
};
