import { helpChangedEvent, helpWatchEvent } from "@cloudoc/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSocket } from "../../lib/realtime";
import { session } from "../../lib/session";
import { helpKeys, storedVisitorToken } from "./help-api";

/**
 * Hears the team's replies as they are sent: the socket joins the conversation's room by proving
 * access (the visitor's token or the session), again after every reconnect; an event only says
 * "read again". The panel still polls, for a connection that never comes up.
 */
export function useChatLive(conversationId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!conversationId) return;
    let stopped = false;
    let cleanup = () => {};
    void getSocket().then((socket) => {
      if (stopped) return;
      const watch = () =>
        socket.emit(helpWatchEvent, {
          conversationId,
          visitorToken: storedVisitorToken(),
          token: session.get("token") ?? undefined,
        });
      const changed = (event: { conversationId?: string }) => {
        if (event.conversationId === conversationId) {
          void queryClient.invalidateQueries({ queryKey: [helpKeys.chat] });
        }
      };
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
  }, [conversationId, queryClient]);
}
