import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useUserProfile } from "../../lib/use-account";
import { useSession } from "../../lib/use-session";
import { useOffer } from "../site/offer-query";
import {
  exitIntentAlreadyShown,
  type HomeModal,
  hasUnreadPolicies,
  isExitIntent,
  nextModal,
  offerCookie,
  purchaseFromState,
  rememberExitIntent,
  shouldShowOfferModal,
  unreadDismissedKey,
} from "./modal-rules";

/** The dialogs themselves (Mantine Modal and its focus trap) load only when one opens. */
const HomeModalDialog = lazy(() => import("./HomeModalDialog"));

function storage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Decides which of the home page's modals to show (spec 000 §2, §4): purchase success from the
 * navigation state, the unread-policy reminder for employees, the offer (once a day, by cookie)
 * and exit intent (once per browser). One at a time.
 */
export default function HomeModals() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const profile = useUserProfile();
  const offer = useOffer();
  const purchase = purchaseFromState(location.state);
  const [dismissed, setDismissed] = useState<ReadonlySet<HomeModal>>(new Set());
  const [offerWanted, setOfferWanted] = useState(false);
  const [exitTriggered, setExitTriggered] = useState(false);
  const [unreadDismissed] = useState(() => Boolean(storage("sessionStorage")?.getItem(unreadDismissedKey)));

  // Decide about the offer once, when it arrives (the cookie is read at that moment).
  const offerActive = offer.data?.offerActive;
  useEffect(() => {
    if (shouldShowOfferModal(offerActive, document.cookie)) setOfferWanted(true);
  }, [offerActive]);

  const unread = hasUnreadPolicies(session.userRole, profile) && !unreadDismissed;
  const current = nextModal({
    purchase: purchase !== null && !dismissed.has("purchase"),
    unread: unread && !dismissed.has("unread"),
    offer: offerWanted && !dismissed.has("offer"),
    exit: exitTriggered && !dismissed.has("exit"),
  });
  const currentRef = useRef(current);
  currentRef.current = current;

  // Opening the offer modal sets the 24-hour cookie.
  useEffect(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain 24-hour flag cookie (spec 000 §4), no Cookie Store API needed
    if (current === "offer") document.cookie = offerCookie(window.location.protocol === "https:");
  }, [current]);

  // Exit intent: the first time the pointer leaves through the top of the window, once per browser.
  useEffect(() => {
    const local = storage("localStorage");
    if (exitIntentAlreadyShown(local)) return;
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitIntent(event) || currentRef.current !== null) return;
      rememberExitIntent(local);
      setExitTriggered(true);
      document.removeEventListener("mouseout", onMouseOut);
    };
    document.addEventListener("mouseout", onMouseOut);
    return () => document.removeEventListener("mouseout", onMouseOut);
  }, []);

  const close = useCallback(
    (kind: HomeModal) => {
      setDismissed((previous) => new Set(previous).add(kind));
      if (kind === "purchase") {
        // Drop the state so a reload or Back does not thank the visitor twice.
        navigate({ pathname: location.pathname, hash: location.hash }, { replace: true, state: null });
      }
      if (kind === "unread") storage("sessionStorage")?.setItem(unreadDismissedKey, "1");
    },
    [navigate, location.pathname, location.hash],
  );

  if (current === null) return null;
  return (
    <Suspense fallback={null}>
      <HomeModalDialog kind={current} offer={offer.data} purchase={purchase} onClose={() => close(current)} />
    </Suspense>
  );
}
