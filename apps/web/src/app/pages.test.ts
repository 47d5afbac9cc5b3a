import { describe, expect, it } from "vitest";
import { companyPages } from "./company-pages";
import { companyOpenPages, employeePages, publicPages, titleFromSlug } from "./pages";

/** Spec 000 §2 "Public routes", as written (parameters as :name). */
const specPublic = [
  "login",
  "signin",
  "signup",
  "forgotpassword",
  "verifyotp",
  "resetpassword",
  "employee/login",
  "employee/register",
  "policies-procedures",
  "documentlibrary",
  "subscription-list",
  "subscription-detail/:slug",
  "package-search",
  "package-detail/:slug",
  "document-search",
  "document-updates",
  "cart",
  "checkout",
  "order/history",
  "features",
  "about-us",
  "contact-us",
  "faq",
  "knowledge",
  "systemdocumentation",
  "pages/:slug",
  "download/sample/documents",
  "policy/documents",
  "policy/document/view",
  "view/:mainpath/:subpath/:name",
  "view/Document/:slug",
  "document/sign",
  "document/sign/success",
  "readytousepolicies/:id",
  "uptodatedocuments/:id",
  "flexiblepricing/:id",
  "course",
  "course/checkout",
  "formslist",
  "formbuilder",
  "webform",
  "webform/fill",
  "webform/completed",
  "checklist-newprovider",
];

/** Spec 000 §2 "Private routes", mounted under /company. */
const specPrivate = [
  "checkout",
  "orders",
  "order-detail/:id",
  "dashboard",
  "documents",
  "documents/recent-updates",
  "documents/compare",
  "documents/editor",
  "documents/need-review",
  "documents/uptodate",
  "saved-documents",
  "create-new-documents",
  "settings",
  "subscriptions",
  "invoice",
  "subscription/pay",
  "users",
  "users/add",
  "users/edit",
  "users/view",
  "users/activity",
  "users/deleted-list",
  "groups",
  "group/add",
  "group/edit",
  "group/view",
  "policies",
  "policies/create",
  "policies/multi/create",
  "policies/edit",
  "index",
  "profile",
  "order/history",
  "document/management/renewal",
  "publishedpolicies",
  "employees",
  "employee/add",
  "employee/edit",
  "employee/view",
  "deleted/employees",
  "reference/:id",
  "myfiles",
  "myfiles/editor",
  "myfiles/details",
  "myDocuments",
  "myDocuments/editor",
  "myDocuments/details",
  "deleted-documents",
  "history",
  "notifications",
  "policy-documents",
];

const paths = (pages: readonly { path: string }[]) => pages.map((p) => p.path);

describe("route tables", () => {
  it("cover every public route of spec 000 §2", () => {
    expect(paths(publicPages).sort()).toEqual([...specPublic].sort());
  });

  it("cover every private route of spec 000 §2 under /company, plus the side menu's forms and training", () => {
    expect(paths(companyPages).sort()).toEqual([...specPrivate, "formslist", "course"].sort());
  });

  it("put the help centre in the company app", () => {
    expect(paths(companyOpenPages)).toEqual(["knowledge", "knowledge/video"]);
  });

  it("have the employee pages", () => {
    expect(paths(employeePages)).toEqual(["policies"]);
  });

  it("give every page a title and an honest one- or two-sentence description", () => {
    for (const page of [...publicPages, ...companyOpenPages, ...companyPages, ...employeePages]) {
      expect(page.title.trim()).not.toBe("");
      expect(page.description).toMatch(/\.$/);
      expect(
        page.description.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length,
      ).toBeLessThanOrEqual(2);
      expect(page.description.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd/);
    }
  });

  it("has no duplicate paths within a shell", () => {
    for (const pages of [publicPages, companyPages]) {
      expect(new Set(paths(pages)).size).toBe(pages.length);
    }
  });
});

describe("titleFromSlug", () => {
  it.each([
    ["privacy-policy", "Privacy Policy"],
    ["user-licence-agreement", "User Licence Agreement"],
    ["terms-and-conditions", "Terms And Conditions"],
  ])("%s → %s", (slug, title) => {
    expect(titleFromSlug(slug)).toBe(title);
  });
});
