import type { SystemUser } from "@cloudoc/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type PersonActions, usePersonActions } from "../../ui/people/use-person-actions";
import { activityKeys } from "./activity-api";
import { type Saved, userActions, userKeys } from "./users-api";

/** Invite, deactivate (after a confirm) and restore a system user; then the lists, the details and the activity re-read. */
export function useUserActions(): UserActions {
  const queryClient = useQueryClient();
  return usePersonActions<SystemUser, Saved>(userActions, (result) => {
    queryClient.setQueryData(userKeys.detail(result.user._id), result.user);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
  });
}

export type UserActions = PersonActions<SystemUser>;
