import { exportWatchEvent, notificationEvent } from "@cloudoc/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSocketWhenSettled } from "../../../lib/realtime";
import { isSignedIn } from "../../../lib/session";
import { useSession } from "../../../lib/use-session";
import { hasNotifications } from "../notification-rules";
import { fetchUnreadCount, notificationKeys } from "../queries/notifications-api";

/**
 * Re-reads the notifications when the server announces a new one on the live connection, and when
 * the connection comes back after a loss. The socket may have connected before sign-in, so it is
 * asked (by session token) to follow this user's rooms, as the export panel does.
 */
function useLiveNotifications(enabled: boolean, token: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || !token) return;
    let stopped = false;
    // The dashboard shows what notifications announce (updates, acknowledgements): it reads again too.
    const onNew = () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: ["dashboard"] });
    };
    const socket = getSocketWhenSettled();
    void socket.then((live) => {
      if (stopped) return;
      live.on(notificationEvent, onNew);
      // Back after a lost connection (it retries every 1–5 s, without end): what came meanwhile.
      live.io.on("reconnect", onNew);
      live.emit(exportWatchEvent, token);
      // The connection opens once the page has loaded: read again what came before it.
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    });
    return () => {
      stopped = true;
      void socket.then((live) => {
        live.off(notificationEvent, onNew);
        live.io.off("reconnect", onNew);
      });
    };
  }, [enabled, token, client]);
}

/**
 * The bell's unread count (GET /user/get/notification/count) for the signed-in owner or staff
 * user; 0 for anyone else. It follows 'notification:new' live and every notification opened.
 */
export function useUnreadCount(): number {
  const data = useSession();
  const enabled = isSignedIn(data) && hasNotifications(data.userRole) && Boolean(data.userId);
  useLiveNotifications(enabled, data.token);
  const { data: count } = useQuery({
    queryKey: notificationKeys.count(data.userId),
    queryFn: fetchUnreadCount,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  return enabled ? (count ?? 0) : 0;
}
