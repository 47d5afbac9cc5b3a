import { type CompanyState, routes, type UserProfile } from "@cloudoc/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "./api";
import { companyStateKey, userDetailsKey } from "./query-keys";
import { isSignedIn } from "./session";
import { useSession } from "./use-session";

/** The signed-in user's profile (POST /user/details, spec 000 §3 User profile). */
export function useUserProfile(): UserProfile | undefined {
  const data = useSession();
  const userId = data.userId;
  const { data: profile } = useQuery({
    queryKey: [userDetailsKey, userId],
    queryFn: async () => (await call(routes.userDetails, { userId })).response,
    enabled: isSignedIn(data) && Boolean(userId),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  return profile;
}

/** The company's subscription state (POST /users/get/compdetails; seeded by the login reply). */
export function useCompanyState(): CompanyState | undefined {
  const data = useSession();
  const { data: state } = useQuery({
    queryKey: companyStateKey,
    queryFn: async () => (await call(routes.companyState)).response,
    enabled: isSignedIn(data) && data.userRole !== "admin",
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  return state;
}
