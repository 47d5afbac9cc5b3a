import { type RouteObject, redirect } from "react-router";

/** The side menu's Forms page under /company (spec 000 §6). */
export const formsCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  formslist: async () => ({ Component: (await import("./pages/FormsListPage")).FormsListPage }),
};

/**
 * The builder and a form's submissions under /company (decision 030): spec 000 §2 lists
 * /formbuilder and /webform with the site's routes, but they are the company's own screens.
 */
export const formsBuilderPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  formbuilder: async () => ({ Component: (await import("./pages/FormBuilderPage")).FormBuilderPage }),
  webform: async () => ({ Component: (await import("./pages/SubmissionsPage")).SubmissionsPage }),
};

/** Filling a form in, on a phone: public (spec 000 §2 /webform/fill, /webform/completed; no footer). */
export const formsPublicPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "webform/fill": async () => ({ Component: (await import("./pages/FillFormPage")).FillFormPage }),
  "webform/completed": async () => ({ Component: (await import("./pages/FormSentPage")).FormSentPage }),
};

/** The site's addresses of the company's forms screens lead to them, the query kept. */
const toCompany =
  (path: string): RouteObject["lazy"] =>
  async () => ({
    loader: ({ request }) => redirect(`/company/${path}${new URL(request.url).search}`),
  });

/** Spec 000 §2 lists /formslist, /formbuilder and /webform with the site's routes (decision 030). */
export const formsSiteAddresses: Readonly<Record<string, RouteObject["lazy"]>> = {
  formslist: toCompany("formslist"),
  formbuilder: toCompany("formbuilder"),
  webform: toCompany("webform"),
};
