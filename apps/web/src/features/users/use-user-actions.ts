import type { SystemUser } from "@cloudoc/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../../lib/notify";
import { errorText } from "../../ui/States";
import { activityKeys } from "./activity-api";
import { userActions, userKeys } from "./users-api";

type Action = keyof typeof userActions;

/**
 * Invite, deactivate (after a confirm) and restore a system user: the server's message as a
 * toast, then the lists, the details and the activity re-read.
 */
export function useUserActions() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<SystemUser | null>(null);
  const mutation = useMutation({
    mutationFn: ({ action, user }: { action: Action; user: SystemUser }) => userActions[action](user._id),
    onSuccess: async (result) => {
      toast(result.message, "success");
      setConfirming(null);
      queryClient.setQueryData(userKeys.detail(result.user._id), result.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const run = (action: Action) => (user: SystemUser) => mutation.mutate({ action, user });
  const running = mutation.isPending ? mutation.variables : undefined;
  return {
    invite: run("invite"),
    restore: run("restore"),
    /** Opens the confirm; `confirmDeactivate` then does it. */
    askDeactivate: setConfirming,
    confirmDeactivate: () => confirming && mutation.mutate({ action: "deactivate", user: confirming }),
    cancelDeactivate: () => setConfirming(null),
    confirming,
    isRunning: (action: Action, user: SystemUser) =>
      running?.action === action && running.user._id === user._id,
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
