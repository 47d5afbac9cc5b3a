import { pageSizes } from "@cloudoc/contract";
import { api } from "../../lib/api";
import { filtersToApiQuery, type PackageFilters } from "./package-filters";
import type {
  BlogPost,
  CategoryTaxon,
  ChecklistSection,
  CountryTaxon,
  Faq,
  KnowledgeArticle,
  KnowledgeRef,
  LibraryFile,
  PackageDetail,
  PackageSummary,
  Paged,
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

type ListExtras<T> = { list?: T[]; total?: number };

async function postList<T>(path: string, body: object = {}): Promise<Paged<T>> {
  const reply = await api.post<string, ListExtras<T>>(path, body);
  return { list: reply.list ?? [], total: reply.total ?? 0, message: reply.response };
}

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

/** GET /user/get-subscription-lists for the filters; "No Subscription Found" comes back as the message. */
export async function fetchPackages(
  filters: PackageFilters,
  pageSize: number,
): Promise<Paged<PackageSummary>> {
  const reply = await api.get<string, ListExtras<PackageSummary>>(
    "/user/get-subscription-lists",
    filtersToApiQuery(filters, pageSize),
  );
  return { list: reply.list ?? [], total: reply.total ?? 0, message: reply.response };
}

/** POST /user/get-subscrption-details: the package with its folder tree; `total` documents match. */
export async function fetchPackageDetail(input: {
  slug: string;
  search: string;
  skip: number;
  limit: number;
}): Promise<{ detail: PackageDetail; total: number }> {
  const reply = await api.post<PackageDetail, { total?: number }>("/user/get-subscrption-details", input);
  return { detail: reply.response, total: reply.total ?? 0 };
}

export interface LibraryQuery {
  search: string;
  country: string;
  category: string;
  page: number;
}

export const libraryPageSize = pageSizes.documents;

/** POST /company/documentlibrary/getdata (Document Search), one page of `libraryPageSize`. */
export async function fetchLibrary(query: LibraryQuery): Promise<Paged<LibraryFile>> {
  const reply = await api.post<string, { data?: { file?: LibraryFile[]; totalCount?: number } }>(
    "/company/documentlibrary/getdata",
    {
      skip: (Math.max(1, query.page) - 1) * libraryPageSize,
      limit: libraryPageSize,
      doclibSearch: query.search.trim(),
      country: query.country ? [query.country] : [],
      category: query.category ? [query.category] : [],
    },
  );
  return { list: reply.data?.file ?? [], total: reply.data?.totalCount ?? 0, message: reply.response };
}

export type TaxonomyName = "country" | "type" | "category" | "regulator";
export interface TaxonomyItems {
  country: CountryTaxon;
  type: PlanTaxon;
  category: CategoryTaxon;
  regulator: RegulatorTaxon;
}

/** POST /admin/subscription/{name}/list: public and read-only. */
export async function fetchTaxonomy<N extends TaxonomyName>(name: N): Promise<TaxonomyItems[N][]> {
  return (await postList<TaxonomyItems[N]>(`/admin/subscription/${name}/list`)).list;
}

// ---- content ----

export const fetchPages = async (): Promise<PageRef[]> => (await postList<PageRef>("/user/page-lists")).list;

export async function fetchPage(slug: string): Promise<SitePage> {
  return (await api.post<SitePage>("/user/page-details", { slug })).response;
}

export const fetchTestimonials = async (): Promise<Testimonial[]> =>
  (await postList<Testimonial>("/user/get-testimonial-lists")).list;

export const fetchUpdates = (skip: number, limit: number) =>
  postList<UpdatedDocument>("/user/get-updated-documents", { skip, limit });

export async function fetchFaqs(search: string): Promise<{ list: Faq[]; categories: string[] }> {
  const reply = await api.post<string, { list?: Faq[]; categories?: string[] }>("/user/faq-lists", {
    search: search.trim(),
  });
  return { list: reply.list ?? [], categories: reply.categories ?? [] };
}

export const fetchKnowledge = (search: string, skip: number, limit: number) =>
  postList<KnowledgeRef>("/user/knowledge-lists", { search: search.trim(), skip, limit });

export async function fetchArticle(slug: string): Promise<KnowledgeArticle> {
  return (await api.post<KnowledgeArticle>("/user/knowledge-details", { slug })).response;
}

export const fetchSamples = async (): Promise<SampleDocument[]> =>
  (await postList<SampleDocument>("/user/sample-documents")).list;

export async function fetchChecklist(): Promise<ChecklistSection[]> {
  return (await api.post<ChecklistSection[]>("/user/checklist-newprovider")).response;
}

export const fetchBlogs = async (): Promise<BlogPost[]> =>
  (await postList<BlogPost>("/user/user-blogs")).list;
