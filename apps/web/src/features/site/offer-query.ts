import { routes } from "@cloudoc/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";

export const offerQueryKey = ["site", "offer"] as const;

/**
 * The current offer (`GET /get/offer/slug`): a small module so the public shell can read it for
 * the promo banner without loading the catalogue code.
 */
export const offerQuery = {
  queryKey: offerQueryKey,
  queryFn: async () => (await call(routes.offer)).response,
  staleTime: 5 * 60 * 1000,
  retry: false,
} as const;

export function useOffer() {
  return useQuery(offerQuery);
}
