import { activeMenuNumber, isFooterHidden } from "@cloudoc/contract";
import { Box } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate, useOutlet } from "react-router";
import { HelpLauncher } from "../../../features/help/HelpLauncher";
import { useOffer } from "../../../features/site/offer-query";
import { isPromoShown, promoDismissedKey } from "../../../features/site/promo-rules";
import { isAuthModalState } from "../../../lib/auth-modal";
import { session } from "../../../lib/session";
import { SkipLink } from "../../../ui/SkipLink";
import { useSiteSettings } from "../../site-settings";
import { PublicFooter } from "./PublicFooter";
import { PublicHeader } from "./PublicHeader";

/** The promo banner loads only when an offer with the notice flag is on. */
const PromoBanner = lazy(() => import("./PromoBanner"));

function readPromoDismissed(): boolean {
  try {
    return sessionStorage.getItem(promoDismissedKey) !== null;
  } catch {
    return false;
  }
}

/** Spec 000 §2 Banners: the promo banner while the offer is on; once closed, gone for the session. */
function Promo() {
  const offer = useOffer();
  const [dismissed, setDismissed] = useState(readPromoDismissed);
  if (dismissed || !offer.data || !isPromoShown(offer.data)) return null;
  const close = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(promoDismissedKey, "1");
    } catch {
      // Closed for this page view only.
    }
  };
  return (
    <Suspense fallback={null}>
      <PromoBanner offer={offer.data} onClose={close} />
    </Suspense>
  );
}

/** The sign-in/up modal loads only when Sign In is first pressed. */
const AuthModal = lazy(() => import("../../../features/auth/AuthModal"));

/**
 * The page the modal opened over: while the address is /login with the modal's state, the shell
 * keeps rendering the page it showed before (and that page's footer rule).
 */
function usePageUnderModal(): { page: ReactNode; pathname: string; modal: boolean } {
  const outlet = useOutlet();
  const location = useLocation();
  const behind = useRef<{ page: ReactNode; pathname: string } | null>(null);
  const wantsModal = isAuthModalState(location.state);
  if (!wantsModal || behind.current === null) {
    behind.current = wantsModal ? null : { page: outlet, pathname: location.pathname };
  }
  if (wantsModal && behind.current) return { ...behind.current, modal: true };
  return { page: outlet ?? <Outlet />, pathname: location.pathname, modal: false };
}

/** The public site: header, the page, and the footer where spec 000 §2 shows it. */
export function PublicShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const under = usePageUnderModal();

  // Remember the active-menu number for the session (spec 000 §2 Footer, session key activeClass).
  useEffect(() => {
    const number = activeMenuNumber(pathname);
    if (number !== null && session.get("activeClass") !== number) session.set("activeClass", number);
  }, [pathname]);

  return (
    <>
      <SkipLink />
      <Promo />
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        {under.page}
      </Box>
      {!isFooterHidden(under.pathname) && (
        <PublicFooter settings={settings} year={new Date().getFullYear()} />
      )}
      <HelpLauncher />
      {under.modal && (
        <Suspense fallback={null}>
          <AuthModal onClose={() => navigate(-1)} />
        </Suspense>
      )}
    </>
  );
}
