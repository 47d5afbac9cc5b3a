import type { RouteObject } from "react-router";
import type { ScreenData } from "../../app/routes/screens";
import { allPackagesQuery, packageDetailQuery, taxonomyQuery } from "./queries";

/**
 * Public site pages (catalogue, information, content), by their path in the public shell. Each
 * page is its own lazy chunk.
 */
export const sitePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  "policies-procedures": async () => ({
    Component: (await import("./pages/PoliciesProceduresPage")).PoliciesProceduresPage,
  }),
  "subscription-list": async () => ({
    Component: (await import("./pages/SubscriptionListPage")).SubscriptionListPage,
  }),
  "subscription-detail/:slug": async () => ({
    Component: (await import("./pages/PackageDetailPage")).SubscriptionDetailPage,
  }),
  "package-search": async () => ({
    Component: (await import("./pages/PackageSearchPage")).PackageSearchPage,
  }),
  "package-detail/:slug": async () => ({
    Component: (await import("./pages/PackageDetailPage")).PackageSearchDetailPage,
  }),
  documentlibrary: async () => ({
    Component: (await import("./pages/DocumentSearchPage")).DocumentLibraryPage,
  }),
  "document-search": async () => ({
    Component: (await import("./pages/DocumentSearchPage")).DocumentSearchPage,
  }),
  "document-updates": async () => ({
    Component: (await import("./pages/DocumentUpdatesPage")).DocumentUpdatesPage,
  }),
  features: async () => ({ Component: (await import("./pages/FeaturesPage")).FeaturesPage }),
  "readytousepolicies/:id": async () => ({
    Component: (await import("./pages/FeatureDetailPages")).ReadyToUsePoliciesPage,
  }),
  "uptodatedocuments/:id": async () => ({
    Component: (await import("./pages/FeatureDetailPages")).UpToDateDocumentsPage,
  }),
  "flexiblepricing/:id": async () => ({
    Component: (await import("./pages/FeatureDetailPages")).FlexiblePricingPage,
  }),
  "about-us": async () => ({ Component: (await import("./pages/AboutPage")).AboutPage }),
  faq: async () => ({ Component: (await import("./pages/FaqPage")).FaqPage }),
  knowledge: async () => ({ Component: (await import("./pages/KnowledgePages")).KnowledgePage }),
  systemdocumentation: async () => ({
    Component: (await import("./pages/SystemDocumentationPage")).SystemDocumentationPage,
  }),
  "pages/:slug": async () => ({ Component: (await import("./pages/LegalPage")).LegalPage }),
  "contact-us": async () => ({ Component: (await import("./pages/ContactPage")).ContactPage }),
  "download/sample/documents": async () => ({
    Component: (await import("./pages/SampleDownloadPage")).SampleDownloadPage,
  }),
  "checklist-newprovider": async () => ({
    Component: (await import("./pages/ChecklistPage")).ChecklistPage,
  }),
};

/** The help centre inside the company app, open without a session (companyOpenPages in app/pages). */
export const companyOpenSitePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  knowledge: async () => ({
    Component: (await import("./pages/KnowledgePages")).CompanyKnowledgePage,
  }),
  "knowledge/video": async () => ({
    Component: (await import("./pages/KnowledgePages")).KnowledgeVideoPage,
  }),
};

const packageDetailData: ScreenData = ({ slug = "" }, client) =>
  void client.prefetchQuery(packageDetailQuery(slug, "", 1));

/**
 * What the catalogue's pages show first, asked for as the app starts (with the page's code, not a
 * round trip after it).
 */
export const sitePageData: Readonly<Record<string, ScreenData>> = {
  "policies-procedures": (_params, client) => {
    void client.prefetchQuery(allPackagesQuery());
    for (const name of ["category", "regulator", "country"] as const) {
      void client.prefetchQuery(taxonomyQuery(name));
    }
  },
  "subscription-detail/:slug": packageDetailData,
  "package-detail/:slug": packageDetailData,
};
