import type { AuthResponse, CompanyState } from "@cloudoc/contract";
import { api } from "../lib/api";
import { clearOfflineCart } from "../lib/cart-storage";
import { companyStateKey } from "../lib/query-keys";
import { session, sessionFromAuth, uiKeys } from "../lib/session";
import { queryClient } from "./query-client";

/**
 * Storing and dropping the session (spec 000 §3 Session data, §4 Responses and session), shared
 * by the sign-in screens, the start-up hand-over and logout.
 */

/** The reply of a login, registration or hand-over (spec 000 §3 Login response). */
export type SignedInExtras = {
  message?: string;
  offline_cart_data?: unknown[];
} & Partial<Omit<CompanyState, "subdomain">> & { subdomain?: string };

function companyStateFrom(reply: SignedInExtras, response: AuthResponse): CompanyState | undefined {
  if (typeof reply.activesubs !== "boolean") return undefined;
  return {
    subdomain: reply.subdomain ?? response.subdomain,
    activesubs: reply.activesubs,
    docUpdateStatus: reply.docUpdateStatus ?? 0,
    docManagementStatus: reply.docManagementStatus ?? 0,
    employeeSubscription: reply.employeeSubscription ?? false,
    subscription_status: reply.subscription_status ?? 0,
    userLicenseStatus: reply.userLicenseStatus ?? 0,
    Comp_details: reply.Comp_details ?? null,
    profileCompleteness: reply.profileCompleteness ?? 0,
  };
}

/**
 * Keeps a new session: the session data under the specification's keys (with the time, for the
 * 240-minute expiry) and the company state the reply carried, so the side menu needs no extra call.
 */
export function storeSignIn(response: AuthResponse, reply: SignedInExtras, now: number = Date.now()): void {
  queryClient.clear();
  session.clear();
  session.update(sessionFromAuth(response, now));
  const state = companyStateFrom(reply, response);
  if (state) queryClient.setQueryData(companyStateKey, state);
}

/** Forgets everything this browser holds for the visitor: session, cached data, offline cart. */
export function resetClientState(): void {
  session.clear();
  queryClient.clear();
  clearOfflineCart();
  try {
    for (const key of Object.values(uiKeys)) sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored
  }
}

/**
 * Spec 000 §4: an expired session is logged out on the server (best effort; the server has
 * expired it too), its data cleared, and the page reloaded.
 */
export async function expireSession(): Promise<void> {
  if (session.get("token")) {
    const logout = api
      .post("/user/logout", { userName: session.get("userName") }, { ignoreUnauthorised: true })
      .catch(() => {});
    await Promise.race([logout, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
  session.clear();
  queryClient.clear();
  window.location.reload();
}
