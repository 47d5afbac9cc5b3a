import type { RouteObject } from "react-router";

const savedDocuments: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/SavedDocumentsPage")).SavedDocumentsPage,
});
const reference: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/ReferencePage")).ReferencePage,
});

/** The company-app screens of saved documents and reference view, by their path under /company. */
export const savedDocumentsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "saved-documents": savedDocuments,
  "reference/:id": reference,
};
