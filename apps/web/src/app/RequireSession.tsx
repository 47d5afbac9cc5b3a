import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { routeDecision } from "../lib/entry-rules";
import { isSignedIn, msUntilExpiry } from "../lib/session";
import { onCompanySite } from "../lib/tenancy";
import { useSession } from "../lib/use-session";
import { expireSession } from "./auth-session";

/**
 * The one place every route passes through (spec 000 §2 Entry rules): private routes need a
 * session (else / on the main site, /login on a company site), the company site's root and
 * rewrites, other roles' areas, and the catalogue page hidden from role user. Also ends the
 * session when its 240 minutes are up.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const data = useSession();
  const signedIn = isSignedIn(data);
  const timestamp = data.usersessiontoken?.timestamp;

  useEffect(() => {
    if (!signedIn) return;
    const left = msUntilExpiry(timestamp);
    if (left === undefined) return;
    const timer = window.setTimeout(() => void expireSession(), left);
    return () => window.clearTimeout(timer);
  }, [signedIn, timestamp]);

  const decision = routeDecision({
    pathname: location.pathname,
    signedIn,
    role: data.userRole,
    onCompanySite: onCompanySite(),
  });
  if (decision) {
    return (
      <Navigate
        to={
          decision.keepQuery
            ? { pathname: decision.to, search: location.search, hash: location.hash }
            : decision.to
        }
        state={decision.state}
        replace
      />
    );
  }
  return children;
}
