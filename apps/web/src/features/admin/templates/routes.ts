import type { RouteObject } from "react-router";

/** The console's templates (list, editor, versions, preview) and the library import, by their path under /admin. */
export const adminTemplatePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  templates: async () => ({ Component: (await import("./pages/TemplatesPage")).TemplatesPage }),
  "templates/new": async () => ({ Component: (await import("./pages/NewTemplatePage")).NewTemplatePage }),
  "templates/:id": async () => ({
    Component: (await import("./pages/TemplateEditorPage")).TemplateEditorPage,
  }),
  "templates-import": async () => ({ Component: (await import("./pages/ImportPage")).ImportPage }),
};
