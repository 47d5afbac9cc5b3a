import type { ExportJob } from "@cloudoc/contract";

/**
 * The bulk exports this tab follows: started here, found after a reload, or updated live. Pure
 * state with subscribers (React reads it through useSyncExternalStore); no I/O here.
 */
type Listener = () => void;

let jobs: readonly ExportJob[] = [];
const dismissed = new Set<string>();
const listeners = new Set<Listener>();

function publish(next: readonly ExportJob[]) {
  jobs = next;
  for (const listener of listeners) listener();
}

/** Newer news wins: a job never goes back from ready or failed, nor to fewer documents done. */
export function isNewer(current: ExportJob | undefined, next: ExportJob): boolean {
  if (!current) return true;
  const settled = (job: ExportJob) => job.status === "ready" || job.status === "failed";
  if (settled(current) && !settled(next)) return next.done === 0 && current.status === "failed";
  return next.done >= current.done || settled(next);
}

export const exportStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): readonly ExportJob[] {
    return jobs;
  },
  /** Adds or updates jobs (newest first); a dismissed job stays hidden. */
  put(...updates: ExportJob[]): void {
    let next = [...jobs];
    for (const update of updates) {
      if (dismissed.has(update._id)) continue;
      const at = next.findIndex((job) => job._id === update._id);
      if (at === -1) next = [update, ...next];
      else if (isNewer(next[at], update)) next[at] = update;
    }
    if (next.some((job, i) => job !== jobs[i]) || next.length !== jobs.length) publish(next);
  },
  dismiss(id: string): void {
    dismissed.add(id);
    publish(jobs.filter((job) => job._id !== id));
  },
  /** Forgets everything (sign-out). */
  clear(): void {
    dismissed.clear();
    publish([]);
  },
};

/** Whether a job still needs watching (queued or running). */
export const isActive = (job: ExportJob) => job.status === "queued" || job.status === "running";

/** 0 to 100, for the progress bar. */
export const percentDone = (job: ExportJob) =>
  job.total === 0 ? 100 : Math.min(100, Math.round((job.done / job.total) * 100));
