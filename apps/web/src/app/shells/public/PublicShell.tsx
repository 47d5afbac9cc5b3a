import { activeMenuNumber, isFooterHidden } from "@cloudoc/contract";
import { Box } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigate, useOutlet } from "react-router";
import { isAuthModalState } from "../../../lib/auth-modal";
import { session } from "../../../lib/session";
import { SkipLink } from "../../../ui/SkipLink";
import { useSiteSettings } from "../../site-settings";
import { PublicFooter } from "./PublicFooter";
import { PublicHeader } from "./PublicHeader";

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
      <PublicHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }}>
        {under.page}
      </Box>
      {!isFooterHidden(under.pathname) && (
        <PublicFooter settings={settings} year={new Date().getFullYear()} />
      )}
      {under.modal && (
        <Suspense fallback={null}>
          <AuthModal onClose={() => navigate(-1)} />
        </Suspense>
      )}
    </>
  );
}
