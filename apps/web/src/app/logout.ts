import { messages, routes } from "@cloudoc/contract";
import { call } from "../lib/api";
import { toast } from "../lib/notify";
import { closeSocket } from "../lib/realtime";
import { session } from "../lib/session";
import { resetClientState } from "./auth-session";
import { listenForLogins } from "./live-session";

/**
 * Spec 000 §4 Logout: tell the server, clear the session data and the offline cart, reset all
 * stored state (the query cache too), say 'You have logged out successfully' and go to /login.
 */
export async function logout(navigate: (to: string) => void): Promise<void> {
  const userName = session.get("userName");
  if (session.get("token")) {
    try {
      await call(routes.logout, { userName }, { ignoreUnauthorised: true });
    } catch {
      // Signed out here whatever the server said: the token is dropped below.
    }
  }
  resetClientState();
  await closeSocket();
  listenForLogins();
  toast(messages.loggedOut, "success");
  navigate("/login");
}
