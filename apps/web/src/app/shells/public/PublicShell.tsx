import { activeMenuNumber, isFooterHidden } from "@cloudoc/contract";
import { Box } from "@mantine/core";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { session } from "../../../lib/session";
import { SkipLink } from "../../../ui/SkipLink";
import { useSiteSettings } from "../../site-settings";
import { PublicFooter } from "./PublicFooter";
import { PublicHeader } from "./PublicHeader";

/** The public site: header, the page, and the footer where spec 000 §2 shows it. */
export function PublicShell() {
  const { pathname } = useLocation();
  const settings = useSiteSettings();

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
        <Outlet />
      </Box>
      {!isFooterHidden(pathname) && <PublicFooter settings={settings} year={new Date().getFullYear()} />}
    </>
  );
}
