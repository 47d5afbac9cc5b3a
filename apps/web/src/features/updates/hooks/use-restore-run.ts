import { type RestoreRun, restoreProgressEvent } from "@cloudoc/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../../lib/notify";
import { getSocketWhenSettled } from "../../../lib/realtime";
import { errorText } from "../../../ui/States";
import { restoreAll, updateKeys } from "../queries/updates-api";
import { isRestoreRun, isRunActive, laterRun } from "../restore-all-rules";

/** How often a running Restore All is asked after directly, in case a live event was missed. */
const pollEveryMs = 4000;

/**
 * The company's latest Restore All: read with {action:'status'} on load, then followed live
 * ('restore:progress') and, while it runs, polled. Only for users who may run it.
 */
export function useRestoreRun(enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: updateKeys.restoreRun,
    queryFn: async () => (await restoreAll("status")).run,
    enabled,
    retry: false,
    refetchInterval: (current) => (isRunActive(current.state.data) ? pollEveryMs : false),
  });
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const onProgress = (payload: unknown) => {
      if (!isRestoreRun(payload)) return;
      client.setQueryData<RestoreRun | null>(updateKeys.restoreRun, (current) =>
        laterRun(current ?? null, payload),
      );
    };
    const socket = getSocketWhenSettled();
    void socket.then((live) => {
      if (!stopped) live.on(restoreProgressEvent, onProgress);
    });
    return () => {
      stopped = true;
      void socket.then((live) => live.off(restoreProgressEvent, onProgress));
    };
  }, [enabled, client]);
  return query.data ?? null;
}

/** Starts Restore All; the run it answers is what the progress panel follows. */
export function useStartRestoreAll(onStarted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => restoreAll("start"),
    onSuccess: ({ message, run }) => {
      toast(message, "success");
      if (run)
        client.setQueryData<RestoreRun | null>(updateKeys.restoreRun, (current) =>
          laterRun(current ?? null, run),
        );
      onStarted();
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}
