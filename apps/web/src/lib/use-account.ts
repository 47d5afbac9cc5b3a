import type { CompanyState, UserProfile } from "@cloudoc/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { companyStateKey, userDetailsKey } from "./query-keys";
import { isSignedIn } from "./session";
import { useSession } from "./use-session";

/** The signed-in user's profile (POST /user/details, spec 000 §3 User profile). */
export function useUserProfile(): Partial<UserProfile> | undefined {
  const data = useSession();
  const userId = data.userId;
  const { data: profile } = useQuery({
    queryKey: [userDetailsKey, userId],
    queryFn: async () => (await api.post<Partial<UserProfile>>("/user/details", { userId })).response ?? {},
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
    queryFn: async () => (await api.post<CompanyState>("/users/get/compdetails")).response,
    enabled: isSignedIn(data) && data.userRole !== "admin",
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  return state;
}
