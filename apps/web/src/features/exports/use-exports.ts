import { type ExportJob, exportProgressEvent, exportWatchEvent } from "@cloudoc/contract";
import { useEffect, useState, useSyncExternalStore } from "react";
import { getSocketWhenSettled } from "../../lib/realtime";
import { session } from "../../lib/session";
import { exportStore, isActive } from "./export-store";
import { exportJob, recentExports } from "./exports-api";

/** How often a running export is asked after directly, in case a live event was missed. */
const pollEveryMs = 3000;

/** Live updates: the socket follows this user's exports; a poll covers a lost connection. */
export function useExportUpdates(jobs: readonly ExportJob[]) {
  const signedIn = Boolean(session.get("token"));
  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const onProgress = (job: ExportJob) => exportStore.put(job);
    recentExports()
      .then((list) => {
        if (!stopped)
          exportStore.put(...list.filter((job) => isActive(job) || job.status === "ready").reverse());
      })
      .catch(() => undefined);
    const socket = getSocketWhenSettled();
    void socket.then((live) => {
      if (stopped) return;
      live.on(exportProgressEvent, onProgress);
      // The socket may have connected before sign-in: follow this user's exports by token.
      live.emit(exportWatchEvent, session.get("token") ?? "");
    });
    return () => {
      stopped = true;
      void socket.then((live) => live.off(exportProgressEvent, onProgress));
    };
  }, [signedIn]);

  const watching = jobs.filter(isActive).map((job) => job._id);
  const key = watching.join(",");
  useEffect(() => {
    if (key === "") return;
    const timer = setInterval(() => {
      for (const id of key.split(","))
        exportJob(id).then(
          (job) => exportStore.put(job),
          () => undefined,
        );
    }, pollEveryMs);
    return () => clearInterval(timer);
  }, [key]);
}

/** This user's exports (the header's menu lists them all); live from the export store. */
export function useExports(): readonly ExportJob[] {
  return useSyncExternalStore(exportStore.subscribe, exportStore.snapshot);
}

/**
 * What the bottom tray shows now, kept current: it follows the store and wakes when a finished
 * export's time in the tray runs out.
 */
export function useExportTray(): readonly ExportJob[] {
  useExports();
  const [, wake] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const change = exportStore.nextTrayChange(now);
    if (change === undefined) return;
    const timer = setTimeout(() => wake((n) => n + 1), change - now + 50);
    return () => clearTimeout(timer);
  });
  return exportStore.tray(Date.now());
}
