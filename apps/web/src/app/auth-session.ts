import { type RouteReply, routes } from "@cloudoc/contract";
import { call } from "../lib/api";
import { clearOfflineCart } from "../lib/cart-storage";
import { companyStateKey } from "../lib/query-keys";
import { session, sessionFromAuth, uiKeys } from "../lib/session";
import { queryClient } from "./query-client";

/**
 * Storing and dropping the session (spec 000 §3 Session data, §4 Responses and session), shared
 * by the sign-in screens, the start-up hand-over and logout.
 */

/** The reply of a login, registration or hand-over (spec 000 §3 Login response). */
export type SignedInReply = RouteReply<typeof routes.login>;

/**
 * Keeps a new session: the session data under the specification's keys (with the time, for the
 * 240-minute expiry) and the company state the reply carried, so the side menu needs no extra call.
 */
export function storeSignIn(reply: SignedInReply, now: number = Date.now()): void {
  queryClient.clear();
  session.clear();
  session.update(sessionFromAuth(reply.response, now));
  // The reply is the company state plus the session (the contract's signedInReplySchema); taking the
  // state apart here keeps zod out of the code every page loads.
  const {
    status: _status,
    response: _session,
    message: _message,
    offline_cart_data: _cart,
    ...state
  } = reply;
  queryClient.setQueryData(companyStateKey, state);
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
    const logout = call(
      routes.logout,
      { userName: session.get("userName") },
      { ignoreUnauthorised: true },
    ).catch(() => {});
    await Promise.race([logout, new Promise((resolve) => setTimeout(resolve, 2000))]);
  }
  session.clear();
  queryClient.clear();
  window.location.reload();
}
