import { describe, expect, it } from "vitest";
import {
  exitIntentAlreadyShown,
  exitIntentKey,
  hasOfferCookie,
  hasUnreadPolicies,
  isExitIntent,
  nextModal,
  offerCookie,
  offerCookieName,
  purchaseCompletedState,
  purchaseFromState,
  rememberExitIntent,
  shouldShowOfferModal,
} from "./modal-rules";

describe("offer modal cookie", () => {
  it("opens when the offer is active and the 24-hour cookie is absent", () => {
    expect(shouldShowOfferModal(true, "")).toBe(true);
    expect(shouldShowOfferModal(true, `a=1; ${offerCookieName}=1`)).toBe(false);
    expect(shouldShowOfferModal(false, "")).toBe(false);
    expect(shouldShowOfferModal(undefined, "")).toBe(false);
  });

  it("does not mistake a similar cookie name for its own", () => {
    expect(hasOfferCookie(`x${offerCookieName}=1`)).toBe(false);
    expect(hasOfferCookie(` ${offerCookieName}=1 `)).toBe(true);
  });

  it("sets a cookie that lasts 24 hours", () => {
    expect(offerCookie(false)).toBe(`${offerCookieName}=1; Max-Age=86400; Path=/; SameSite=Lax`);
    expect(offerCookie(true)).toMatch(/; Secure$/);
  });
});

describe("exit intent flag", () => {
  it("shows once per browser", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(exitIntentAlreadyShown(storage)).toBe(false);
    rememberExitIntent(storage);
    expect(data.has(exitIntentKey)).toBe(true);
    expect(exitIntentAlreadyShown(storage)).toBe(true);
  });

  it("never shows without storage to remember it in", () => {
    expect(exitIntentAlreadyShown(undefined)).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(exitIntentAlreadyShown(throwing)).toBe(true);
  });

  it("is the pointer leaving through the top of the window", () => {
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 200, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: -3, relatedTarget: {} })).toBe(false);
  });
});

describe("purchase success and unread policies", () => {
  it("reads the purchase the checkout announced", () => {
    expect(purchaseFromState(purchaseCompletedState())).toBe("documents");
    expect(purchaseFromState(purchaseCompletedState("courses"))).toBe("courses");
    expect(purchaseFromState({ purchaseCompleted: true })).toBe("documents");
    expect(purchaseFromState({ purchaseCompleted: "other" })).toBeNull();
    expect(purchaseFromState(null)).toBeNull();
  });

  it("reminds employees with an assigned policy of status 0", () => {
    const profile = { assignedpolicyDocuments: [{ status: 1 }, { status: 0 }] };
    expect(hasUnreadPolicies("employee", profile)).toBe(true);
    expect(hasUnreadPolicies("employee", { assignedpolicyDocuments: [{ status: 1 }] })).toBe(false);
    expect(hasUnreadPolicies("company", profile)).toBe(false);
    expect(hasUnreadPolicies("employee", undefined)).toBe(false);
  });

  it("shows one modal at a time, by priority", () => {
    const none = { purchase: false, unread: false, offer: false, exit: false };
    expect(nextModal(none)).toBeNull();
    expect(nextModal({ ...none, exit: true, offer: true })).toBe("offer");
    expect(nextModal({ ...none, unread: true, offer: true })).toBe("unread");
    expect(nextModal({ purchase: true, unread: true, offer: true, exit: true })).toBe("purchase");
  });
});
