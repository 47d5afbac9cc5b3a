import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { emptyFilters, type PackageFilters } from "./package-filters";
import { contentStaleTime, fetchPackages, fetchTaxonomy, siteKeys, type TaxonomyName } from "./site-api";

/** One taxonomy list (countries, plans, service types or regulators); cached for the visit. */
export function useTaxonomy<N extends TaxonomyName>(name: N, enabled = true) {
  return useQuery({
    queryKey: siteKeys.taxonomy(name),
    queryFn: () => fetchTaxonomy(name),
    staleTime: contentStaleTime,
    enabled,
  });
}

/** One page of packages for the filters; the previous page stays on screen while the next loads. */
export function usePackages(filters: PackageFilters, pageSize: number) {
  return useQuery({
    queryKey: siteKeys.packages({ ...filters, pageSize }),
    queryFn: () => fetchPackages(filters, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}

/** Every published package (there are few): for the grouped catalogue and the mega-menu. */
export function useAllPackages() {
  return usePackages(emptyFilters, 100);
}

export { useOffer } from "./offer-query";

/** A Date fixed for the life of the component (prices and offers are worked out against it). */
export function useNow(): Date {
  return useMemo(() => new Date(), []);
}
