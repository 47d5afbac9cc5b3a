import { useSyncExternalStore } from "react";
import { type SessionData, session } from "./session";

/** The session data, re-rendering when it changes. */
export function useSession(): Readonly<Partial<SessionData>> {
  return useSyncExternalStore(session.subscribe, session.read, session.read);
}

/** Whether a user is signed in (spec 000 §3 isAuthenticated). */
export function useIsSignedIn(): boolean {
  return useSession().isAuthenticated === true;
}
