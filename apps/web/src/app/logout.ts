import { messages } from "@cloudoc/contract";
import { api } from "../lib/api";
import { browserLocalStorage, offlineCartKey } from "../lib/cart-storage";
import { toast } from "../lib/notify";
import { closeSocket } from "../lib/realtime";
import { session } from "../lib/session";
import { queryClient } from "./query-client";

/**
 * Spec 000 §4 Logout: tell the server, clear the session data and the offline cart, reset all
 * stored state, say 'You have logged out successfully' and go to /login.
 */
export async function logout(navigate: (to: string) => void): Promise<void> {
  const userName = session.get("userName");
  try {
    await api.post("/user/logout", { userName });
  } catch {
    // Signed out locally whatever the server said: the token is dropped below.
  }
  session.clear();
  browserLocalStorage()?.removeItem(offlineCartKey);
  await closeSocket();
  queryClient.clear();
  toast(messages.loggedOut, "success");
  navigate("/login");
}
