import { helpChangedEvent, supportWatchEvent } from "@cloudoc/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSocket } from "../../../lib/realtime";
import { session } from "../../../lib/session";
import { supportKeys } from "./queries/support";

/**
 * New messages reach the Support area as they are sent: the socket joins the team's room with the
 * admin's session (again after a reconnect) and each event refreshes the list and the open
 * conversation. The screens also poll, for a connection that never comes up.
 */
export function useSupportLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let cleanup = () => {};
    void getSocket().then((socket) => {
      if (stopped) return;
      const watch = () => socket.emit(supportWatchEvent, session.get("token") ?? "");
      const changed = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      socket.on("connect", watch);
      socket.on(helpChangedEvent, changed);
      if (socket.connected) watch();
      cleanup = () => {
        socket.off("connect", watch);
        socket.off(helpChangedEvent, changed);
      };
    });
    return () => {
      stopped = true;
      cleanup();
    };
  }, [queryClient]);
}
