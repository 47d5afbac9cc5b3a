import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { configureApi } from "./lib/api";
import { session } from "./lib/session";

// Spec 000 §4: at start, an expired session clears the session data and reloads.
if (session.isExpired()) {
  session.clear();
  window.location.reload();
}

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

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
