import { routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { session, sessionKeys } from "../../lib/session";
import { onCompanySite } from "../../lib/tenancy";
import { newHandover } from "./cart-api";

/** The address that signs the user in on their company site and opens `page` there. */
export function handoverUrl(companySiteUrl: string, page: string, code: string): string {
  return `${companySiteUrl.replace(/\/+$/, "")}${page}?user=${encodeURIComponent(code)}`;
}

/**
 * Takes a buyer to a page of their company's own site (decision 010): on the company site
 * already, by the router; on the main site, with a one-time hand-over code (POST
 * /user/handover/new), closing the main site's session as the company site opens its own.
 */
export async function goToCompanySite(page: string, navigate: (to: string) => void): Promise<void> {
  if (onCompanySite()) {
    navigate(page);
    return;
  }
  const { handoverCode, companySiteUrl } = await newHandover();
  // No site of its own to go to (every company registers one): stay signed in here.
  if (companySiteUrl === "") throw new Error("no company site");
  const token = session.get("token");
  // Forget the session without telling the app (which would send this private page to /): the
  // page is about to be left.
  try {
    for (const key of sessionKeys) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing kept here
  }
  if (token) {
    const closing = call(routes.logout, {}, { token, ignoreUnauthorised: true }).catch(() => {});
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 1500))]);
  }
  window.location.assign(handoverUrl(companySiteUrl, page, handoverCode));
}
