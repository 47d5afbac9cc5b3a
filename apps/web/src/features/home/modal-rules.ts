import { offerCookieHours } from "@cloudoc/contract";

/**
 * When the home page's modals open (spec 000 §2 Home page, §4 Offers and modals, Other popups), as
 * pure functions over the cookie string, storage and navigation state.
 */

// ---- offer modal: offer active and no 24-hour cookie; opening it sets the cookie ----

export const offerCookieName = "cloudoc_offer_seen";

export function hasOfferCookie(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim().startsWith(`${offerCookieName}=`));
}

/** The cookie that keeps the offer modal closed for 24 hours. */
export function offerCookie(secure: boolean): string {
  return `${offerCookieName}=1; Max-Age=${offerCookieHours * 60 * 60}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function shouldShowOfferModal(offerActive: boolean | undefined, cookies: string): boolean {
  return offerActive === true && !hasOfferCookie(cookies);
}

// ---- exit intent: once per browser, when the mouse leaves the page ----

export const exitIntentKey = "cloudoc.exitIntentShown";

export function exitIntentAlreadyShown(storage: Pick<Storage, "getItem"> | undefined): boolean {
  // Without storage we cannot remember it, so we do not show it at all.
  if (!storage) return true;
  try {
    return storage.getItem(exitIntentKey) !== null;
  } catch {
    return true;
  }
}

export function rememberExitIntent(storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(exitIntentKey, new Date().toISOString());
  } catch {
    // Nothing to do: the modal simply may show again.
  }
}

/** The pointer left the window through its top edge (towards the tabs or the address bar). */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

// ---- purchase success: navigation state after a payment ----

export type PurchaseKind = "documents" | "courses";

/** The navigation state the checkout passes to "/" after a successful payment. */
export function purchaseCompletedState(kind: PurchaseKind = "documents") {
  return { purchaseCompleted: kind };
}

export function purchaseFromState(state: unknown): PurchaseKind | null {
  const value = (state as { purchaseCompleted?: unknown } | null)?.purchaseCompleted;
  if (value === "courses") return "courses";
  if (value === "documents" || value === true) return "documents";
  return null;
}

// ---- unread policies: a signed-in employee with an assigned policy of status 0 ----

export const unreadDismissedKey = "cloudoc.unreadPoliciesDismissed";

export function hasUnreadPolicies(
  role: string | undefined,
  profile: { assignedpolicyDocuments?: readonly { status: number }[] } | undefined,
): boolean {
  return role === "employee" && (profile?.assignedpolicyDocuments ?? []).some((doc) => doc.status === 0);
}

// ---- which one: one modal at a time ----

export type HomeModal = "purchase" | "unread" | "offer" | "exit";

/** The modal to show now, by priority: purchase, unread policies, offer, then exit intent. */
export function nextModal(input: {
  purchase: boolean;
  unread: boolean;
  offer: boolean;
  exit: boolean;
}): HomeModal | null {
  if (input.purchase) return "purchase";
  if (input.unread) return "unread";
  if (input.offer) return "offer";
  if (input.exit) return "exit";
  return null;
}
