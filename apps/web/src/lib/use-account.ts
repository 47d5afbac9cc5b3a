import { type CompanyState, routes, type UserProfile } from "@cloudoc/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "./api";
import { companyStateKey, userDetailsKey } from "./query-keys";
import { isSignedIn, session } from "./session";
import { useSession } from "./use-session";

/**
 * POST /user/details, keeping the session data's role and permissions (spec 000 §3) in step with
 * the account as it is now: they were stored at sign-in, and an owner may have changed them since
 * (issue 15). The side menu reads them from the session, so it follows.
 */
async function fetchProfile(userId: string | undefined): Promise<UserProfile> {
  const profile = (await call(routes.userDetails, { userId })).response;
  const held = session.get("user_permission") ?? [];
  const changed =
    session.get("userRole") !== profile.role ||
    held.length !== profile.permission.length ||
    held.some((permission) => !profile.permission.includes(permission));
  if (changed) session.update({ userRole: profile.role, user_permission: [...profile.permission] });
  return profile;
}

/** Reads the profile again now (a live account change), which brings the session data up to date. */
export async function refreshSessionData(queryClient: QueryClient): Promise<void> {
  const userId = session.get("userId");
  if (!userId) return;
  queryClient.setQueryData([userDetailsKey, userId], await fetchProfile(userId));
}

/** The signed-in user's profile query (POST /user/details, spec 000 §3 User profile). */
function useUserProfileQuery() {
  const data = useSession();
  const userId = data.userId;
  return useQuery({
    queryKey: [userDetailsKey, userId],
    queryFn: () => fetchProfile(userId),
    enabled: isSignedIn(data) && Boolean(userId),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in user's profile (POST /user/details, spec 000 §3 User profile). */
export const useUserProfile = (): UserProfile | undefined => useUserProfileQuery().data;

/** The company's subscription state query (POST /users/get/compdetails; seeded by the login reply). */
function useCompanyStateQuery() {
  const data = useSession();
  return useQuery({
    queryKey: companyStateKey,
    queryFn: async () => (await call(routes.companyState)).response,
    enabled: isSignedIn(data) && data.userRole !== "admin",
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

/** The company's subscription state (POST /users/get/compdetails; seeded by the login reply). */
export const useCompanyState = (): CompanyState | undefined => useCompanyStateQuery().data;

/**
 * Whether the profile and the company state have arrived, failed or will not be asked for: a page
 * whose top depends on them (the dashboard's banners) holds what is below until then, so nothing
 * jumps down the page when they come.
 */
export function useAccountKnown(): boolean {
  const settled = ({ isPending, fetchStatus }: { isPending: boolean; fetchStatus: string }) =>
    !isPending || fetchStatus === "idle";
  const profile = useUserProfileQuery();
  const companyState = useCompanyStateQuery();
  return settled(profile) && settled(companyState);
}
