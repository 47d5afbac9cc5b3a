import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ApiError } from "../../lib/api";
import {
  allPackagesPageSize,
  emptyFilters,
  type PackageFilters,
  packageDetailInput,
} from "./package-filters";
import {
  contentStaleTime,
  fetchPackageDetail,
  fetchPackages,
  fetchTaxonomy,
  siteKeys,
  type TaxonomyName,
} from "./site-api";

// Query options shared by the pages and by routes.ts, which asks for a page's data with its code.

/** One taxonomy list (countries, plans, service types or regulators); cached for the visit. */
export const taxonomyQuery = <N extends TaxonomyName>(name: N) =>
  queryOptions({
    queryKey: siteKeys.taxonomy(name),
    queryFn: () => fetchTaxonomy(name),
    staleTime: contentStaleTime,
  });

/** One page of packages for the filters. */
export const packagesQuery = (filters: PackageFilters, pageSize: number) =>
  queryOptions({
    queryKey: siteKeys.packages({ ...filters, pageSize }),
    queryFn: () => fetchPackages(filters, pageSize),
    staleTime: 60 * 1000,
  });

/** Every published package (there are few): for the grouped catalogue and the mega-menu. */
export const allPackagesQuery = () => packagesQuery(emptyFilters, allPackagesPageSize);

/** A package with one page of its documents matching `search`; a missing package is not retried. */
export const packageDetailQuery = (slug: string, search: string, page: number) => {
  const input = packageDetailInput(slug, search, page);
  return queryOptions({
    queryKey: siteKeys.packageDetail(slug, search, input.skip, input.limit),
    queryFn: () => fetchPackageDetail(input),
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 404) && count < 2,
  });
};

export function useTaxonomy<N extends TaxonomyName>(name: N, enabled = true) {
  return useQuery({ ...taxonomyQuery(name), enabled });
}

/** The previous page stays on screen while the next loads. */
export function usePackages(filters: PackageFilters, pageSize: number) {
  return useQuery({ ...packagesQuery(filters, pageSize), placeholderData: keepPreviousData });
}

export function useAllPackages() {
  return useQuery({ ...allPackagesQuery(), placeholderData: keepPreviousData });
}

export { useOffer } from "./offer-query";

/** A Date fixed for the life of the component (prices and offers are worked out against it). */
export function useNow(): Date {
  return useMemo(() => new Date(), []);
}
