import { type AccountChanged, accountChangedEvent, exportWatchEvent, usersMessages } from "@cloudoc/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { resetClientState } from "../../../app/auth-session";
import { listenForLogins } from "../../../app/live-session";
import { toast } from "../../../lib/notify";
import { closeSocket, getSocketWhenSettled } from "../../../lib/realtime";
import { refreshSessionData } from "../../../lib/use-account";

const isAccountChanged = (payload: unknown): payload is AccountChanged =>
  typeof payload === "object" && payload !== null && "reason" in payload;

/**
 * Follows the signed-in user's own account live (issue 15): when an owner or user manager changes
 * their permissions, the session data is read again and the menu follows without a reload; when
 * their account is deactivated, they are signed out at once and told why. The socket may have
 * connected before sign-in, so it is asked (by session token) to follow this user's rooms, as the
 * bell does.
 */
export function useLiveAccount(token: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    const signOut = async () => {
      resetClientState();
      await closeSocket();
      listenForLogins();
      toast(usersMessages.accountDeactivated, "error");
      void navigate("/login");
    };
    const onChanged = (payload: unknown) => {
      if (!isAccountChanged(payload)) return;
      if (payload.reason === "deactivated") void signOut();
      else void refreshSessionData(queryClient);
    };
    const socket = getSocketWhenSettled();
    void socket.then((live) => {
      if (stopped) return;
      live.on(accountChangedEvent, onChanged);
      live.emit(exportWatchEvent, token);
      // The connection opens once the page has loaded: read again what changed before it (a
      // refused read signs out through the API layer, as any call does).
      refreshSessionData(queryClient).catch(() => undefined);
    });
    return () => {
      stopped = true;
      void socket.then((live) => live.off(accountChangedEvent, onChanged));
    };
  }, [token, queryClient, navigate]);
}
