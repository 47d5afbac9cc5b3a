import { type Paged, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { libraryCallInput } from "./library-query";
import { filtersToApiQuery, type PackageFilters } from "./package-filters";
import type {
  BlogPost,
  CategoryTaxon,
  ChecklistNation,
  CountryTaxon,
  Faq,
  KnowledgeArticle,
  KnowledgeRef,
  LibraryFile,
  PackageDetail,
  PageRef,
  PlanTaxon,
  RegulatorTaxon,
  SampleDocument,
  SitePage,
  Testimonial,
  UpdatedDocument,
} from "./types";

/**
 * The public catalogue and content calls (spec 000 §7, decision 008) and their query keys. Each
 * function returns plain data; a status 2 reply ("nothing found") is an empty list, not an error.
 */

/** A list reply as the pages keep it: the page of items and the total. */
const pageOf = <T>(reply: { list: T[]; total: number }): Paged<T> => ({
  list: reply.list,
  total: reply.total,
});

export const siteKeys = {
  packages: (query: object) => ["site", "packages", query] as const,
  packageDetail: (slug: string, search: string, skip: number, limit: number) =>
    ["site", "package-detail", slug, search, skip, limit] as const,
  library: (query: object) => ["site", "library", query] as const,
  taxonomy: (name: TaxonomyName) => ["site", "taxonomy", name] as const,
  pages: ["site", "pages"] as const,
  page: (slug: string) => ["site", "page", slug] as const,
  testimonials: ["site", "testimonials"] as const,
  updates: (skip: number, limit: number) => ["site", "updates", skip, limit] as const,
  faqs: (search: string) => ["site", "faqs", search] as const,
  knowledge: (search: string, skip: number, limit: number) =>
    ["site", "knowledge", search, skip, limit] as const,
  article: (slug: string) => ["site", "article", slug] as const,
  samples: ["site", "samples"] as const,
  checklist: ["site", "checklist"] as const,
  blogs: ["site", "blogs"] as const,
};

/** Lists that change only when an administrator edits them. */
export const contentStaleTime = 10 * 60 * 1000;

// ---- catalogue ----

/**
 * GET /user/get-subscription-lists for the filters: the reply as it comes, so an empty page shows
 * the server's "No Subscription Found".
 */
export function fetchPackages(filters: PackageFilters, pageSize: number) {
  return call(routes.packageList, filtersToApiQuery(filters, pageSize));
}

/** POST /user/get-subscrption-details: the package with its folder tree; `total` documents match. */
export async function fetchPackageDetail(input: {
  slug: string;
  search: string;
  skip: number;
  limit: number;
}): Promise<{ detail: PackageDetail; total: number }> {
  const reply = await call(routes.packageDetails, input);
  return { detail: reply.response, total: reply.total };
}

export interface LibraryQuery {
  search: string;
  country: string;
  category: string;
  page: number;
}

/** POST /company/documentlibrary/getdata (Document Search), one page of `libraryPageSize`. */
export async function fetchLibrary(query: LibraryQuery): Promise<Paged<LibraryFile>> {
  const reply = await call(routes.documentLibrary, libraryCallInput(query));
  return { list: reply.data.file, total: reply.data.totalCount };
}

export type TaxonomyName = "country" | "type" | "category" | "regulator";
export interface TaxonomyItems {
  country: CountryTaxon;
  type: PlanTaxon;
  category: CategoryTaxon;
  regulator: RegulatorTaxon;
}

const taxonomyCalls: { [N in TaxonomyName]: () => Promise<TaxonomyItems[N][]> } = {
  country: async () => (await call(routes.countryList, {})).list,
  type: async () => (await call(routes.subscriptionTypeList, {})).list,
  category: async () => (await call(routes.categoryList, {})).list,
  regulator: async () => (await call(routes.regulatorList, {})).list,
};

/** POST /admin/subscription/{name}/list: public and read-only. */
export function fetchTaxonomy<N extends TaxonomyName>(name: N): Promise<TaxonomyItems[N][]> {
  return taxonomyCalls[name]();
}

// ---- content ----

export const fetchPages = async (): Promise<PageRef[]> => (await call(routes.pageList)).list;

export async function fetchPage(slug: string): Promise<SitePage> {
  return (await call(routes.pageDetails, { slug })).response;
}

export const fetchTestimonials = async (): Promise<Testimonial[]> =>
  (await call(routes.testimonialList)).list;

export const fetchUpdates = async (skip: number, limit: number): Promise<Paged<UpdatedDocument>> =>
  pageOf(await call(routes.updatedDocuments, { skip, limit }));

export async function fetchFaqs(search: string): Promise<{ list: Faq[]; categories: string[] }> {
  const reply = await call(routes.faqList, { search: search.trim() });
  return { list: reply.list, categories: reply.categories };
}

export const fetchKnowledge = async (
  search: string,
  skip: number,
  limit: number,
): Promise<Paged<KnowledgeRef>> =>
  pageOf(await call(routes.knowledgeList, { search: search.trim(), skip, limit }));

export async function fetchArticle(slug: string): Promise<KnowledgeArticle> {
  return (await call(routes.knowledgeDetails, { slug })).response;
}

export const fetchSamples = async (): Promise<SampleDocument[]> =>
  (await call(routes.sampleDocumentList)).list;

/** One nation's new-provider checklist, with the nations to choose from (decision 031). */
export async function fetchChecklist(nation: ChecklistNation) {
  return (await call(routes.newProviderChecklist, { nation })).response;
}

export const fetchBlogs = async (): Promise<BlogPost[]> => (await call(routes.blogPosts)).list;
