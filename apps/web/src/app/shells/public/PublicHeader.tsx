import { activeMenuNumber } from "@cloudoc/contract";
import { Box, Burger, Button, Container, Group, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconShoppingCart, IconUserCircle } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from "react-router";
import { resourceLinks } from "../../../features/catalogue/site-links";
import { authModalState, isAuthPath } from "../../../lib/auth-modal";
import { homeFor } from "../../../lib/entry-rules";
import { isSignedIn, session } from "../../../lib/session";
import { useCartCount } from "../../../lib/use-cart-count";
import { useSession } from "../../../lib/use-session";
import { Logo } from "../../../ui/Logo";
import { useSiteSettings } from "../../site-settings";
import { GetDemoButton } from "./GetDemoButton";
import { NavDropdown } from "./NavDropdown";
import classes from "./PublicHeader.module.css";

/** Starts loading the sign-in/up modal when the pointer or focus reaches Sign In. */
const prefetchAuthModal = () => void import("../../../features/auth/AuthModal");

/** The mega menus (and the catalogue call they list) load only where the full menu shows. */
const PoliciesMegaMenu = lazy(async () => ({ default: (await import("./MegaMenus")).PoliciesMegaMenu }));
const FeaturesMegaMenu = lazy(async () => ({ default: (await import("./MegaMenus")).FeaturesMegaMenu }));

/** The bell (and its count's live updates) loads for signed-in users only. */
const PublicBell = lazy(() => import("./PublicBell"));

/** The drawer (Mantine Drawer, ScrollArea …) loads only when the burger is first opened. */
const MobileMenu = lazy(() => import("./MobileMenu"));

function ResourcesMenu() {
  return (
    <NavDropdown label="Resources" variant="start">
      {(close) => (
        <ul className={classes.menuList}>
          {resourceLinks.map((link) => (
            <li key={link.to}>
              <Link className={classes.menuItem} to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </NavDropdown>
  );
}

/** Spec 000 §2: My account (profile, type myprofile), Dashboard, Order history, Logout. */
function AccountMenu({ onLogout, dashboardPath }: { onLogout: () => void; dashboardPath: string }) {
  return (
    <NavDropdown
      variant="end"
      label={
        <>
          <IconUserCircle size={22} aria-hidden="true" />
          <span className={classes.accountLabel}>My Account</span>
        </>
      }
    >
      {(close) => (
        <ul className={classes.menuList}>
          <li>
            <Link
              className={classes.menuItem}
              to="/company/profile"
              state={{ profileType: "myprofile" }}
              onClick={() => {
                session.set("profileType", "myprofile");
                close();
              }}
            >
              My account
            </Link>
          </li>
          <li>
            <Link className={classes.menuItem} to={dashboardPath} onClick={close}>
              Dashboard
            </Link>
          </li>
          <li>
            <Link className={classes.menuItem} to="/order/history" onClick={close}>
              Order history
            </Link>
          </li>
          <li>
            <hr className={classes.menuDivider} />
            <button type="button" className={classes.menuItem} onClick={onLogout}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </NavDropdown>
  );
}

/**
 * The cart with its count: what Mantine's subtle ActionIcon and Indicator draw, in plain CSS, as
 * every public page shows it (the two components' code was a tenth of the shell's).
 */
function CartButton({ count }: { count: number }) {
  return (
    <Link
      to="/cart"
      className={`${classes.cart} mantine-focus-auto mantine-active`}
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
    >
      <IconShoppingCart size={22} aria-hidden="true" />
      <span className={classes.cartCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** The public header of spec 000 §2, with a burger and drawer on windows narrower than 1280 px. */
export function PublicHeader() {
  const sessionData = useSession();
  const signedIn = isSignedIn(sessionData);
  const dashboardPath = homeFor(sessionData.userRole);
  const settings = useSiteSettings();
  const cartCount = useCartCount();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu the current page belongs to (the same numbers the session remembers as activeClass).
  const activeNumber = activeMenuNumber(pathname);
  // The breakpoint of .wideOnly in PublicHeader.module.css.
  const wide = useMediaQuery("(min-width: 80em)", false, { getInitialValueInEffect: false });
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpened(false), []);

  useEffect(() => {
    if (pathname) closeDrawer();
  }, [pathname, closeDrawer]);

  const onLogout = () => {
    closeDrawer();
    // Logout (and the toast it shows) loads when used: signed-out visitors never need it.
    void import("../../logout").then(({ logout }) => logout(navigate));
  };
  const blogUrl = settings.blog_url;
  // Sign In opens the sign-in/up modal over this page, except on the sign-in screens themselves.
  const signInState = isAuthPath(pathname) ? undefined : authModalState;

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link
          to="/"
          className={classes.logo}
          aria-label="Cloudoc home"
          aria-current={activeNumber === 4 ? "page" : undefined}
        >
          <Logo />
        </Link>

        <Group component="nav" aria-label="Main" gap={0} className={`${classes.nav} ${classes.wideOnly}`}>
          {signedIn && (
            <RouterNavLink to="/company/documents" className={classes.link}>
              My Cloudoc
            </RouterNavLink>
          )}
          {wide && (
            <Suspense fallback={null}>
              <PoliciesMegaMenu active={activeNumber === 1} />
            </Suspense>
          )}
          <RouterNavLink to="/documentlibrary" className={classes.link}>
            Document Library
          </RouterNavLink>
          {wide && (
            <Suspense fallback={null}>
              <FeaturesMegaMenu active={activeNumber === 2} />
            </Suspense>
          )}
          <ResourcesMenu />
          {blogUrl && (
            <a href={blogUrl} className={classes.link} target="_blank" rel="noopener noreferrer">
              Blog
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
          {!signedIn && (
            <RouterNavLink to="/contact-us" className={classes.link}>
              Contact Us
            </RouterNavLink>
          )}
        </Group>

        <Group gap={6} className={classes.actions}>
          <GetDemoButton variant="outline" visibleFrom="sm" />
          {!signedIn && (
            <Button
              component={Link}
              to="/login"
              state={signInState}
              visibleFrom="sm"
              onMouseEnter={prefetchAuthModal}
              onFocus={prefetchAuthModal}
            >
              Sign In
            </Button>
          )}
          <CartButton count={cartCount} />
          {signedIn && (
            <Suspense fallback={null}>
              <PublicBell />
            </Suspense>
          )}
          {signedIn && (
            <div className={classes.wideOnly}>
              <AccountMenu onLogout={onLogout} dashboardPath={dashboardPath} />
            </div>
          )}
          <Burger
            className={classes.narrowOnly}
            opened={drawerOpened}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpened((o) => !o);
            }}
            aria-label={drawerOpened ? "Close menu" : "Open menu"}
            aria-expanded={drawerOpened}
            aria-controls="public-menu-drawer"
          />
        </Group>
      </Container>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={closeDrawer}
            signedIn={signedIn}
            blogUrl={blogUrl}
            onLogout={onLogout}
            dashboardPath={dashboardPath}
            signInState={signInState}
          />
        </Suspense>
      )}
    </Box>
  );
}
