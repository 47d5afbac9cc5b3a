import { isOtherTabLogin } from "../lib/browser-identity";
import { companyStateKey, userDetailsKey } from "../lib/query-keys";
import { getSocket } from "../lib/realtime";
import { session } from "../lib/session";
import { queryClient } from "./query-client";

/**
 * Spec 000 §1: when another tab of this browser signs in (or registers), the server says
 * "login:success"; this tab re-reads the session from storage and fetches the profile again.
 */
export function listenForLogins(): void {
  void getSocket()
    .then((socket) => {
      socket.off("login:success");
      socket.on("login:success", (payload: unknown) => {
        if (!isOtherTabLogin(payload)) return;
        session.notify();
        void queryClient.invalidateQueries({ queryKey: [userDetailsKey] });
        void queryClient.invalidateQueries({ queryKey: companyStateKey });
      });
    })
    .catch(() => {
      // No live connection (offline, blocked): tabs still share the session through storage.
    });
}
