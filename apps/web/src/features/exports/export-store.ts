import type { ExportJob } from "@cloudoc/contract";

/**
 * The bulk exports this tab follows: started here, found after a reload, or updated live. Pure
 * state with subscribers (React reads it through useSyncExternalStore); no I/O here.
 */
type Listener = () => void;

let jobs: readonly ExportJob[] = [];
const dismissed = new Set<string>();
/** When each export finished while this tab watched it: only those show in the tray, a while. */
const settledHere = new Map<string, number>();
/** Exports whose zip this tab has downloaded: the tray has nothing more to say about them. */
const taken = new Set<string>();

/** How long a finished export stays in the tray; after that only the header's menu lists it. */
export const trayLingerMs = 60_000;

const isSettled = (job: ExportJob) => job.status === "ready" || job.status === "failed";
const listeners = new Set<Listener>();

function publish(next: readonly ExportJob[]) {
  jobs = next;
  for (const listener of listeners) listener();
}

/** Newer news wins: a job never goes back from ready or failed, nor to fewer documents done. */
export function isNewer(current: ExportJob | undefined, next: ExportJob): boolean {
  if (!current) return true;
  if (isSettled(current) && !isSettled(next)) return next.done === 0 && current.status === "failed";
  return next.done >= current.done || isSettled(next);
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
      const current = next[at];
      if (current && isActive(current) && isSettled(update)) settledHere.set(update._id, Date.now());
      if (at === -1) next = [update, ...next];
      else if (isNewer(current, update)) next[at] = update;
    }
    if (next.some((job, i) => job !== jobs[i]) || next.length !== jobs.length) publish(next);
  },
  /** The zip was downloaded here: the tray lets the export go (the header's menu keeps it). */
  take(id: string): void {
    taken.add(id);
    publish([...jobs]);
  },
  /**
   * What the tray at the bottom shows at `now`: exports still being made, and those that finished
   * while this tab watched, until downloaded or `trayLingerMs` later.
   */
  tray(now: number): readonly ExportJob[] {
    return jobs.filter((job) => {
      if (isActive(job)) return true;
      const settledAt = settledHere.get(job._id);
      return settledAt !== undefined && now - settledAt < trayLingerMs && !taken.has(job._id);
    });
  },
  /** When the tray next changes by itself (a finished export leaving it), if ever. */
  nextTrayChange(now: number): number | undefined {
    const ends = [...settledHere.values()].map((at) => at + trayLingerMs).filter((end) => end > now);
    return ends.length > 0 ? Math.min(...ends) : undefined;
  },
  dismiss(id: string): void {
    dismissed.add(id);
    publish(jobs.filter((job) => job._id !== id));
  },
  /** Forgets everything (sign-out). */
  clear(): void {
    dismissed.clear();
    settledHere.clear();
    taken.clear();
    publish([]);
  },
};

/** Whether a job still needs watching (queued or running). */
export const isActive = (job: ExportJob) => job.status === "queued" || job.status === "running";

/** 0 to 100, for the progress bar. */
export const percentDone = (job: ExportJob) =>
  job.total === 0 ? 100 : Math.min(100, Math.round((job.done / job.total) * 100));
