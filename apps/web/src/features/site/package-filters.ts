import { maxPageSize } from "@cloudoc/contract";

/**
 * The filters of the package catalogue (/subscription-list, /package-search) and how they map to
 * the `GET /user/get-subscription-lists` query (decision 008) and to a compact query string kept
 * in the history entry's state. The address bar never carries them: spec 000 §2 sends any query
 * string on first load to the home page, so a reload keeps the filters through history state.
 */

export const planSlugs = ["monthly", "yearly"] as const;
export type PlanSlug = (typeof planSlugs)[number];

export interface PackageFilters {
  /** Free text matched against package names and descriptions (`value`). */
  search: string;
  /** `package_duration`: "" for any plan. */
  duration: PlanSlug | "";
  /** `pricing`: "" (none), "low-high", "high-low" or a band in whole pounds such as "300-450". */
  pricing: string;
  countries: string[];
  /** Plan slugs of the subscription-type taxonomy (`subscriptionTypes`). */
  types: string[];
  /** Service-type slugs (`subscriptionCategory`). */
  categories: string[];
  /** Regulator slugs (`regulators`, the mega-menu's regulator column). */
  regulators: string[];
  /** 1-based page number. */
  page: number;
}

/** Every published package fits one page of this size (the grouped catalogue and the mega-menu). */
export const allPackagesPageSize = 100;

/** Documents a page of a package's folder tree holds. */
export const packageDetailPageSize = maxPageSize;

/** The package-details call's input: one page of its documents matching `search` (the early script asks for it too). */
export const packageDetailInput = (slug: string, search: string, page: number) => ({
  slug,
  search,
  skip: (page - 1) * packageDetailPageSize,
  limit: packageDetailPageSize,
});

export const emptyFilters: PackageFilters = {
  search: "",
  duration: "",
  pricing: "",
  countries: [],
  types: [],
  categories: [],
  regulators: [],
  page: 1,
};

export const pricingOptions: readonly { value: string; label: string }[] = [
  { value: "", label: "Any price" },
  { value: "low-high", label: "Price: low to high" },
  { value: "high-low", label: "Price: high to low" },
  { value: "0-300", label: "Up to £300" },
  { value: "300-450", label: "£300 to £450" },
  { value: "450-", label: "£450 and over" },
];

const pricingValue = /^(?:low-high|high-low|\d{1,6}-(?:\d{1,6})?)$/;
const maxSearch = 200;

/** The contract's slugPattern, repeated here: importing it would pull the catalogue's zod schemas
 * into the public first load (the header's mega-menu uses this module). */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string) => value.length <= 120 && slugPattern.test(value);

function slugList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const part of raw.split(",")) {
    const slug = part.trim().toLowerCase();
    if (isSlug(slug) && !out.includes(slug)) out.push(slug);
  }
  return out.slice(0, 20);
}

function cleanPricing(raw: string | null | undefined): string {
  const value = (raw ?? "").trim().toLowerCase();
  return pricingValue.test(value) ? value : "";
}

function cleanDuration(raw: unknown): PlanSlug | "" {
  return typeof raw === "string" && (planSlugs as readonly string[]).includes(raw) ? (raw as PlanSlug) : "";
}

function cleanPage(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query of `GET /user/get-subscription-lists` for these filters and page size. */
export function filtersToApiQuery(filters: PackageFilters, pageSize: number) {
  const list = (items: string[]) => (items.length > 0 ? items.join(",") : undefined);
  return {
    skip: (Math.max(1, filters.page) - 1) * pageSize,
    limit: pageSize,
    sendtype: "subscription",
    value: filters.search.trim() || undefined,
    package_duration: filters.duration || undefined,
    pricing: filters.pricing || undefined,
    countries: list(filters.countries),
    subscriptionTypes: list(filters.types),
    subscriptionCategory: list(filters.categories),
    regulators: list(filters.regulators),
  };
}

/** A compact query string for the filters ("" when nothing is set): `country=wales&page=2`. */
export function filtersToQueryString(filters: PackageFilters): string {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("q", search);
  if (filters.duration) params.set("duration", filters.duration);
  if (filters.pricing) params.set("pricing", filters.pricing);
  if (filters.countries.length > 0) params.set("country", filters.countries.join(","));
  if (filters.types.length > 0) params.set("type", filters.types.join(","));
  if (filters.categories.length > 0) params.set("category", filters.categories.join(","));
  if (filters.regulators.length > 0) params.set("regulator", filters.regulators.join(","));
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/** Reads filters back from `filtersToQueryString`; anything malformed falls back to its default. */
export function filtersFromQueryString(query: string): PackageFilters {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  return {
    search: (params.get("q") ?? "").trim().slice(0, maxSearch),
    duration: cleanDuration(params.get("duration")),
    pricing: cleanPricing(params.get("pricing")),
    countries: slugList(params.get("country")),
    types: slugList(params.get("type")),
    categories: slugList(params.get("category")),
    regulators: slugList(params.get("regulator")),
    page: cleanPage(params.get("page")),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * The filters a navigation carried: `{ filters: "<query string>" }` kept by the catalogue itself,
 * or a menu link's `{ country }`, `{ category }`, `{ regulator, country }` or `{ plan }`.
 */
export function filtersFromNavigationState(state: unknown): PackageFilters {
  if (typeof state !== "object" || state === null) return emptyFilters;
  const s = state as Record<string, unknown>;
  const kept = text(s.filters);
  if (kept !== undefined) return filtersFromQueryString(kept);
  const regulators = slugList(text(s.regulator));
  return {
    ...emptyFilters,
    // A regulator already names its country; a country filter beside it would only narrow it.
    countries: regulators.length > 0 ? [] : slugList(text(s.country)),
    categories: slugList(text(s.category)),
    regulators,
    duration: cleanDuration(s.plan),
    search: (text(s.search) ?? "").trim().slice(0, maxSearch),
  };
}

/** Whether any filter (not the page) is set. */
export function hasActiveFilters(filters: PackageFilters): boolean {
  return filtersToQueryString({ ...filters, page: 1 }) !== "";
}

/** The list with `slug` added, or removed when it is there. */
export function toggleSlug(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug];
}

/**
 * Resolves a regulator slug from an older menu link ("cqc") to the catalogue's ("cqc-england"):
 * the exact slug, else the only one that starts with it.
 */
export function resolveRegulatorSlug(slug: string, known: readonly string[]): string | undefined {
  if (known.includes(slug)) return slug;
  const matches = known.filter((candidate) => candidate.startsWith(`${slug}-`));
  return matches.length === 1 ? matches[0] : undefined;
}
