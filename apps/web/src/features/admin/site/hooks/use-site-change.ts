import { siteMessages } from "@cloudoc/contract";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { fieldErrorsOf } from "../../../../lib/form-errors";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { publicSiteKeys } from "../queries/site";

interface ChangeOptions<TReply> {
  /** The console list to reload after the change. */
  adminKey: QueryKey;
  /** The toast instead of the server's message (whose response may be data rather than words). */
  successMessage?: string;
  onSaved?: (reply: TReply) => void;
  /** Where the server's field errors go; without it (or without field errors) the message is a toast. */
  onFieldErrors?: (errors: Record<string, string>) => void;
}

/** Reloads a console list and everything the public site cached, so visitors see the change at once. */
export function useRefreshSite() {
  const queryClient = useQueryClient();
  return (adminKey: QueryKey) =>
    Promise.all([adminKey, ...publicSiteKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * One change of the site (save, delete, reorder): the server's message as a toast, then the
 * console list and the public site's caches reloaded; field errors go to the form.
 */
export function useSiteChange<TInput, TReply extends { response: unknown }>(
  mutationFn: (input: TInput) => Promise<TReply>,
  { adminKey, successMessage, onSaved, onFieldErrors }: ChangeOptions<TReply>,
) {
  const refresh = useRefreshSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      const message = typeof reply.response === "string" ? reply.response : siteMessages.saved;
      toast(successMessage ?? message, "success");
      void refresh(adminKey);
      onSaved?.(reply);
    },
    onError: (error) => {
      // the list may have changed under the admin (or an optimistic order must be undone)
      void queryClient.invalidateQueries({ queryKey: adminKey });
      const errors = fieldErrorsOf(error);
      if (onFieldErrors && Object.keys(errors).length > 0) onFieldErrors(errors);
      toast(errorText(error), "error");
    },
  });
}
