import { useSyncExternalStore } from "react";
import { isSignedIn, type SessionData, session } from "./session";

/** The session data, re-rendering when it changes. */
export function useSession(): Readonly<Partial<SessionData>> {
  return useSyncExternalStore(session.subscribe, session.read, session.read);
}

/** Whether a user is signed in (spec 000 §3 isAuthenticated, with a token). */
export function useIsSignedIn(): boolean {
  return isSignedIn(useSession());
}
