import type { NotificationPreference } from "@cloudoc/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import {
  fetchPreferences,
  markAllRead,
  notificationKeys,
  savePreferences,
} from "../queries/notifications-api";

/** Mark all as read: every list and the bell read again, and the server's message shown. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: async (message) => {
      toast(message, "success");
      await client.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}

/** The email preferences of the signed-in user, and saving the changed categories. */
export function useNotificationPreferences() {
  const client = useQueryClient();
  const preferences = useQuery({ queryKey: notificationKeys.preferences, queryFn: fetchPreferences });
  const save = useMutation({
    mutationFn: (changed: NotificationPreference[]) => savePreferences(changed),
    onSuccess: ({ message, list }) => {
      client.setQueryData(notificationKeys.preferences, list);
      toast(message, "success");
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  return { preferences, save };
}
