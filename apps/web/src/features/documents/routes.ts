import type { RouteObject } from "react-router";

/** The company-app screens of the documents browser and create-new-documents, by their path under /company. */
export const documentsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  documents: async () => ({ Component: (await import("./pages/DocumentsPage")).DocumentsPage }),
  "create-new-documents": async () => ({
    Component: (await import("./pages/CreateNewDocumentPage")).CreateNewDocumentPage,
  }),
};
