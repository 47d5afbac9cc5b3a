import { Outlet } from "react-router";

/**
 * The one place private routes pass through (spec 000 §2 Entry rules: private routes redirect
 * to / unless isAuthenticated is true or a query string is present). Sessions arrive with the
 * next issue; until then every private screen renders so the shells can be seen and tested.
 */
export function RequireSession() {
  return <Outlet />;
}
