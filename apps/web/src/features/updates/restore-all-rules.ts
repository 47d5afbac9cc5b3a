import {
  type CompanyState,
  permissions,
  type RestoreRun,
  type Role,
  type UserProfile,
} from "@cloudoc/contract";

/**
 * When the company header offers Restore All (spec 000 §2, §6) and how its progress reads. Pure:
 * the hooks feed it the session, the company state and the profile.
 */

export interface RestoreAllContext {
  role: Role | undefined;
  permissions: readonly string[];
  companyState: Pick<CompanyState, "activesubs"> | undefined;
  profile: Pick<UserProfile, "documentUpdate" | "documentManagement"> | undefined;
}

/**
 * Shown only with an active subscription whose document update and document management statuses
 * are both active, to the owner or a staff user who may edit everything (the call needs it).
 */
export function canRestoreAll(context: RestoreAllContext): boolean {
  if (context.companyState?.activesubs !== true) return false;
  if (context.profile?.documentUpdate.status !== 1) return false;
  if (context.profile.documentManagement.status !== 1) return false;
  if (context.role === "company") return true;
  return context.role === "user" && context.permissions.includes(permissions.editAll);
}

export const isRunActive = (run: RestoreRun | null | undefined): boolean =>
  run?.status === "queued" || run?.status === "running";

/** 0 to 100, for the progress bar. */
export const percentRestored = (run: RestoreRun) =>
  run.total === 0 ? 100 : Math.min(100, Math.round((run.done / run.total) * 100));

const runStatuses: readonly string[] = ["queued", "running", "done", "failed"];

/**
 * Whether a live 'restore:progress' payload is a run (the contract's restoreRunSchema, checked by
 * hand: parsing with the schema would bring zod into the chunk every page's header loads).
 */
export function isRestoreRun(payload: unknown): payload is RestoreRun {
  if (typeof payload !== "object" || payload === null) return false;
  const run = payload as Record<string, unknown>;
  return (
    typeof run._id === "string" &&
    typeof run.status === "string" &&
    runStatuses.includes(run.status) &&
    Number.isInteger(run.total) &&
    Number.isInteger(run.done) &&
    typeof run.startedAt === "string" &&
    (run.finishedAt === null || typeof run.finishedAt === "string")
  );
}

/** Newer news wins: another run started later, or the same run further on (never back from done). */
export function laterRun(current: RestoreRun | null, next: RestoreRun): RestoreRun {
  if (!current) return next;
  if (current._id !== next._id) return next.startedAt >= current.startedAt ? next : current;
  if (!isRunActive(current) && isRunActive(next)) return current;
  return next.done >= current.done || !isRunActive(next) ? next : current;
}

/** The line under the progress bar. */
export function progressText(run: RestoreRun): string {
  const documents = (n: number) => `${n} document${n === 1 ? "" : "s"}`;
  if (run.status === "failed") return `Restore All stopped after ${documents(run.done)}.`;
  if (run.status === "done") return `${documents(run.total)} restored to the library version.`;
  if (run.status === "queued") return "Restore All is about to start…";
  return `Restoring ${run.done} of ${documents(run.total)}…`;
}

/** How long a finished run stays on screen before the panel closes itself. */
export const doneShowsForMs = 5000;

/** The touched documents, briefly: up to `shown` names and how many more. */
export function touchedSummary(names: readonly string[], total: number, shown = 5) {
  const listed = names.slice(0, shown);
  return { listed, more: Math.max(0, total - listed.length) };
}
