import type { TemplatePublished } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { documentTemplates } from "../catalogue/tables";
import { type DeliveryPlatform, deliverNotifications } from "../notifications/deliver";
import { type NewNotification, type NotificationRow, notifyAll } from "../notifications/service";
import { applyAutoUpdates } from "./auto-update";
import { addNewCopies, type CompanyCopy, markCopies, nextSubscribers } from "./fanout-batch";
import { templateUpdateRuns } from "./tables";

/** What the fan-out needs of the platform: the database, the socket rooms and the email job. */
export interface FanoutPlatform extends DeliveryPlatform {
  db: Database;
}

/** Companies per transaction: big enough to be quick, small enough to keep memory flat. */
export const fanoutBatchSize = 200;

export interface FanoutOptions {
  batchSize?: number;
  /** Test hooks standing in for a crash: inside a batch's transaction, or once it committed. */
  hooks?: { inBatch?(batch: number): void; afterBatch?(batch: number): void };
}

export interface FanoutResult {
  companies: number;
  documents: number;
  notifications: number;
  batches: number;
}

/** The master release being announced, with the template's title for the notifications. */
interface Release extends TemplatePublished {
  title: string;
}

const runOf = (release: Release) =>
  and(eq(templateUpdateRuns.templateId, release.templateId), eq(templateUpdateRuns.version, release.version));

/** The notifications of one batch: an update waiting (or applied at once), or a new document. */
function noticesOf(
  release: Release,
  marked: CompanyCopy[],
  autoUpdated: Set<string>,
  added: CompanyCopy[],
): NewNotification[] {
  const common = {
    title: release.title,
    content: release.releaseNotes,
    dedupeKey: `template:${release.templateId}:${release.version}`,
  };
  const data = (copy: CompanyCopy) => ({
    templateId: release.templateId,
    version: release.version,
    changeClass: release.changeClass,
    fileId: copy.documentId,
  });
  return [
    ...marked.map((copy) => ({
      ...common,
      companyId: copy.companyId,
      category: "Document update" as const,
      link: autoUpdated.has(copy.documentId)
        ? "/company/documents/recent-updates"
        : `/company/documents/compare?fileId=${copy.documentId}`,
      data: { ...data(copy), autoUpdated: autoUpdated.has(copy.documentId) },
    })),
    ...added.map((copy) => ({
      ...common,
      companyId: copy.companyId,
      category: "New document" as const,
      link: `/company/documents/editor?fileId=${copy.documentId}`,
      data: data(copy),
    })),
  ];
}

interface BatchOutcome {
  finished: boolean;
  companies: number;
  documents: number;
  written: NotificationRow[];
}

/** Closes the run: done, with one audit event for the whole fan-out. */
async function finishRun(tx: Transaction, release: Release) {
  const [run] = await tx
    .update(templateUpdateRuns)
    .set({ status: "done", finishedAt: sql`now()` })
    .where(runOf(release))
    .returning();
  await recordAudit(tx, {
    companyId: null,
    actorUserId: null,
    action: "template.fanout",
    entityType: "template",
    entityId: release.templateId,
    detail: { version: release.version, companies: run?.companies ?? 0, documents: run?.documents ?? 0 },
  });
}

/**
 * One batch, in one transaction: the next companies after the run's cursor get their copies
 * marked (or a new copy), automatic updates applied and one notification each, and the cursor
 * moves past them. The run row is locked first, so two workers on the same run take turns.
 */
async function runBatch(tx: Transaction, release: Release, batchSize: number, onWritten: () => void) {
  const [run] = await tx.select().from(templateUpdateRuns).where(runOf(release)).for("update");
  const none: BatchOutcome = { finished: true, companies: 0, documents: 0, written: [] };
  if (!run || run.status === "done") return none;
  const batch = await nextSubscribers(tx, release.templateId, run.cursor, batchSize);
  const last = batch.at(-1);
  if (!last) {
    await finishRun(tx, release);
    return none;
  }
  const added = await addNewCopies(tx, release.templateId, batch);
  const marked = await markCopies(
    tx,
    release.templateId,
    release.version,
    batch.map((subscriber) => subscriber.companyId),
  );
  const autoUpdated = await applyAutoUpdates(tx, marked);
  const written = await notifyAll(tx, noticesOf(release, marked, autoUpdated, added));
  const documents = marked.length + added.length;
  await tx
    .update(templateUpdateRuns)
    .set({
      cursor: last.companyId,
      companies: sql`${templateUpdateRuns.companies} + ${batch.length}`,
      documents: sql`${templateUpdateRuns.documents} + ${documents}`,
    })
    .where(runOf(release));
  onWritten();
  const finished = batch.length < batchSize;
  if (finished) await finishRun(tx, release);
  return { finished, companies: batch.length, documents, written };
}

/** The template's title, or undefined for a template that no longer exists. */
async function releaseOf(platform: FanoutPlatform, event: TemplatePublished): Promise<Release | undefined> {
  const [template] = await platform.db
    .select({ title: documentTemplates.title })
    .from(documentTemplates)
    .where(eq(documentTemplates.id, event.templateId));
  return template ? { ...event, title: template.title } : undefined;
}

/**
 * The fan-out of a published template version (the `template.published` job): every company
 * holding the template through a live subscription with updates learns of it. Companies go in id
 * order, a batch per transaction, and the run's cursor records the last one done, so a job that
 * dies resumes after its last committed batch; a batch that rolled back is simply done again. Each
 * committed batch's notifications are pushed live at once.
 */
export async function runFanout(
  platform: FanoutPlatform,
  event: TemplatePublished,
  options: FanoutOptions = {},
): Promise<FanoutResult> {
  const result: FanoutResult = { companies: 0, documents: 0, notifications: 0, batches: 0 };
  const release = await releaseOf(platform, event);
  if (!release) return result;
  await platform.db
    .insert(templateUpdateRuns)
    .values({ templateId: release.templateId, version: release.version })
    .onConflictDoNothing();
  const batchSize = options.batchSize ?? fanoutBatchSize;
  for (;;) {
    const batchNumber = result.batches + 1;
    const outcome = await platform.db.transaction((tx) =>
      runBatch(tx, release, batchSize, () => options.hooks?.inBatch?.(batchNumber)),
    );
    await deliverNotifications(platform, outcome.written);
    if (outcome.companies > 0) result.batches = batchNumber;
    result.companies += outcome.companies;
    result.documents += outcome.documents;
    result.notifications += outcome.written.length;
    if (outcome.finished) return result;
    options.hooks?.afterBatch?.(batchNumber);
  }
}
