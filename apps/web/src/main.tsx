import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { listenForLoginsWhenIdle } from "./app/live-session";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { start } from "./app/start";
import { configureApi } from "./lib/api";
import { session } from "./lib/session";

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

const result = await start();
if (result.kind !== "reloading") {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        {result.kind === "unknown-site" ? (
          <Suspense fallback={null}>
            <UnknownSitePage subdomain={result.subdomain} />
          </Suspense>
        ) : (
          <RouterProvider router={createAppRouter()} />
        )}
      </Providers>
    </StrictMode>,
  );
  if (result.kind === "app") listenForLoginsWhenIdle();
}
