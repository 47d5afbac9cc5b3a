import { type ExportFormat, exportLifetimeHours, formatsOfBulk } from "@cloudoc/contract";
import { buildPrintDocument } from "@cloudoc/documents";
import { ZipArchive } from "archiver";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { ofCompany } from "../../platform/db/tenant";
import { PdfUnavailableError } from "../../platform/pdf/renderer";
import type { Platform } from "../../platform/platform";
import { announce } from "../notifications/deliver";
import { type CompanyLook, companyLook, type Printable, printInputOf } from "./company-look";
import { type BulkExportData, emitProgress } from "./export-jobs";
import { documentFileName, printWord, uniqueNamer } from "./files";
import { documentPrintables } from "./printables";
import { exportJobs } from "./tables";

/** Documents read from the database at a time: memory holds one page of bodies at most. */
const pageSize = 8;
/** Documents printed at once: the renderer's page pool (2), plus one whose Word or HTML is being made. */
const concurrency = 3;
/** Finished files waiting for the zip before printing pauses (memory stays bounded). */
const maxQueuedEntries = 4;
/** A document whose browser died is printed again this many times (the renderer restarts it). */
const attempts = 3;
/** Progress is written and sent at most this often, and always at the end. */
const progressEveryMs = 400;

/** How the ready notice names the files of each kind of export. */
const fileKinds: Record<BulkExportData["format"], string> = {
  pdf: "PDF",
  word: "WORD",
  both: "PDF and Word",
};

export const zipKey = (companyId: string, exportId: string) =>
  `companies/${companyId}/exports/${exportId}/Documents.zip`;

async function printOne(platform: Platform, look: CompanyLook, format: ExportFormat, item: Printable) {
  if (format === "word") return printWord(look, item);
  const document = buildPrintDocument(printInputOf(look, item));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await platform.pdf.render(document);
    } catch (error) {
      // A browser killed mid-job fails the pages it had; the next render starts a new one.
      if (!(error instanceof PdfUnavailableError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

interface ZipEntry {
  name: string;
  body: Buffer;
}

/** A document's files: one per format the export holds (a PDF and a Word file for "both"). */
const filesOf = (platform: Platform, look: CompanyLook, data: BulkExportData, item: Printable) =>
  Promise.all(
    formatsOfBulk(data.format).map(
      async (format): Promise<ZipEntry> => ({
        name: documentFileName(item, format),
        body: await printOne(platform, look, format, item),
      }),
    ),
  );

/** Yields each document's files in the order chosen, printing a few documents ahead at once. */
async function* printedFiles(platform: Platform, look: CompanyLook, data: BulkExportData) {
  for (let start = 0; start < data.ids.length; start += pageSize) {
    const page = data.ids.slice(start, start + pageSize);
    const found = new Map(
      (await documentPrintables(platform.db, data.companyId, page)).map((d) => [d.id, d.printable]),
    );
    const inFlight: Promise<ZipEntry[]>[] = [];
    for (const id of page) {
      const item = found.get(id);
      // A document deleted since the export was asked for is left out.
      inFlight.push(item ? filesOf(platform, look, data, item) : Promise.resolve([]));
      // Swallow early rejections until awaited in order (no unhandled rejection in between).
      inFlight.at(-1)?.catch(() => undefined);
      if (inFlight.length >= concurrency) yield await inFlight.shift();
    }
    while (inFlight.length > 0) yield await inFlight.shift();
  }
}

/**
 * Writes the export's state (within its own company: the job names it) and sends it live to the
 * person who asked; undefined when the export (or its company) has been deleted meanwhile.
 */
async function recordProgress(
  platform: Platform,
  data: BulkExportData,
  values: PgUpdateSetSource<typeof exportJobs>,
) {
  const [row] = await platform.db
    .update(exportJobs)
    .set(values)
    .where(ofCompany(exportJobs, data.companyId, eq(exportJobs.id, data.exportId)))
    .returning();
  if (row) emitProgress(platform, data.userId, row);
  return row;
}

/** Resolves when the zip has taken its queued entries down to `limit`. */
function drained(archive: ZipArchive, queued: () => number, limit: number): Promise<void> {
  if (queued() <= limit) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (queued() > limit) return;
      archive.off("entry", check);
      resolve();
    };
    archive.on("entry", check);
  });
}

/**
 * The bulk-export job: prints each document and streams it into Documents.zip in storage, never
 * holding more than a few files; writes progress to export_jobs and sends it live to the person
 * who asked; marks the zip ready for 24 hours. A failure marks the export failed and throws, so
 * pg-boss tries the whole export again (it starts from the first document).
 */
export async function runBulkExport(platform: Platform, data: BulkExportData, log: FastifyBaseLogger) {
  const { db, storage } = platform;
  const key = zipKey(data.companyId, data.exportId);
  const started = await recordProgress(platform, data, { status: "running", done: 0, error: null });
  if (!started) return;

  const archive = new ZipArchive({ store: true });
  let appended = 0;
  let written = 0;
  archive.on("entry", () => {
    written += 1;
  });
  const upload = storage.put(key, archive, "application/zip");
  upload.catch(() => undefined);
  const nameOf = uniqueNamer();
  let done = 0;
  let reported = Date.now();
  try {
    const look = await companyLook(db, storage, data.companyId);
    for await (const files of printedFiles(platform, look, data)) {
      for (const file of files ?? []) {
        archive.append(file.body, { name: nameOf(file.name) });
        appended += 1;
        await drained(archive, () => appended - written, maxQueuedEntries);
      }
      done += 1;
      if (Date.now() - reported >= progressEveryMs) {
        reported = Date.now();
        await recordProgress(platform, data, { done });
      }
    }
    await archive.finalize();
    await upload;
  } catch (error) {
    archive.abort();
    await upload.catch(() => undefined);
    await storage.delete(key).catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await recordProgress(platform, data, {
      status: "failed",
      error: message.slice(0, 500),
      finishedAt: new Date(),
    });
    log.error({ err: error, exportId: data.exportId }, "bulk export failed");
    throw error;
  }
  await recordProgress(platform, data, {
    status: "ready",
    done,
    storageKey: key,
    finishedAt: new Date(),
    expiresAt: sql`now() + make_interval(hours => ${exportLifetimeHours})`,
  });
  log.info({ exportId: data.exportId, documents: appended, format: data.format }, "bulk export ready");
  await announce(platform, {
    companyId: data.companyId,
    userId: data.userId,
    category: "Export",
    title: "Your export is ready",
    content: `Documents.zip (${appended} ${fileKinds[data.format]} file${appended === 1 ? "" : "s"}) can be downloaded for ${exportLifetimeHours} hours.`,
    link: "/company/documents",
    dedupeKey: `export:${data.exportId}`,
  }).catch((error: unknown) => log.warn({ err: error, exportId: data.exportId }, "export not announced"));
}
