// Mantine's base styles first; the order of its components' layers is declared in index.html
// (vite-plugins/mantine-styles.ts).
import "virtual:mantine-styles/base.css";
import { lazy, type ReactNode, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { listenForLogins } from "./app/live-session";
import { Providers } from "./app/providers";
import { queryClient } from "./app/query-client";
import { areaLoaderOf, createAppRouter, preloadPage } from "./app/router";
import { prefetchSiteSettings } from "./app/site-settings";
import { start } from "./app/start";
import { apiCallsInFlight, configureApi } from "./lib/api";
import { closeEarlyReplies } from "./lib/early-replies";
import { watchForSettledPage, whenPageSettled } from "./lib/page-settled";
import { session } from "./lib/session";

// The early script's replies are taken from here on; if it has not run yet, it will ask for nothing.
closeEarlyReplies();

configureApi({
  // A 401 means the stored session is gone on the server: drop it and start again signed out.
  onUnauthorised: () => {
    if (!session.get("token")) return;
    session.clear();
    window.location.reload();
  },
  // Status "00" sends the visitor to the admin console (spec 000 §4).
  onAdminRedirect: () => window.location.assign("/admin"),
});

const UnknownSitePage = lazy(() => import("./app/UnknownSitePage"));

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const render = (app: ReactNode) =>
  createRoot(container).render(
    <StrictMode>
      <Providers>{app}</Providers>
    </StrictMode>,
  );

/** Whether the page is in the company app, the employee area or the console (not the public site). */
const inArea = () => areaLoaderOf(window.location.pathname) !== undefined;

// The page's code, and its data (in an area, signed in), are asked for while start() asks the
// server about the company: calls name their company by the address, not by what start() learns.
// A failed load is the page's to report when it asks again; signed out, the page sends to sign-in.
const mayAskForData = !session.isExpired() && (!inArea() || session.get("token"));
preloadPage(window.location.pathname, mayAskForData ? queryClient : null).catch(() => undefined);
const result = await start();
if (result.kind === "unknown-site") {
  render(
    <Suspense fallback={null}>
      <UnknownSitePage subdomain={result.subdomain} />
    </Suspense>,
  );
} else if (result.kind === "app") {
  if (!inArea()) prefetchSiteSettings(queryClient);
  const router = await createAppRouter(window.location.pathname);
  render(<RouterProvider router={router} />);
  watchForSettledPage(
    () =>
      !router.state.initialized ||
      router.state.navigation.state !== "idle" ||
      queryClient.isFetching() > 0 ||
      apiCallsInFlight() > 0,
  );
  // Another tab's sign-in is heard once the page has loaded (it shows nothing on this one).
  void whenPageSettled().then(listenForLogins);
}
