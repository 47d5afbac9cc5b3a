import { existsSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ExportJob } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partialFolder } from "../../platform/storage/local";
import { createTestApp, type TestApp } from "../../testing/app";
import { startWorkers } from "../../workers";
import { type LibraryFixture, libraryFixture, waitFor } from "../library/test-support";
import { bulkExportQueue, exportCleanupQueue } from "./export-jobs";
import { exportJobs } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  // The job queue runs, but no export worker yet: this process plays the one that restarts.
  t = await createTestApp({ startJobs: true });
  f = await libraryFixture(t);
});
afterAll(() => t.close());

/** A partial zip as a write cut short leaves it: aside in the storage folder, last written `ago` s. */
async function leavePartialZip(name: string, agoSeconds: number): Promise<string> {
  const folder = partialFolder(path.join(t.dataDir, "files"));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  await writeFile(file, Buffer.from("PK\u0003\u0004 the first documents of an export"));
  const then = new Date(Date.now() - agoSeconds * 1000);
  await utimes(file, then, then);
  return file;
}

describe("an export whose worker died", () => {
  it("is taken up again within 30 s, and its partial zip is removed at start-up", async () => {
    const documents = (await f.documentsOf(f.a.company.id)).slice(0, 2);
    const started = await f.post(f.ownerA, "user/bulk-export-word", { values: documents.map((d) => d.id) });
    const exportId = started.json().data._id as string;
    // A worker took the job, wrote part of the zip and died: its heartbeat stopped a minute ago.
    await f.db.execute(sql`update pgboss.job set state = 'active', started_on = now() - interval '1 minute',
      heartbeat_on = now() - interval '1 minute' where name = ${bulkExportQueue}`);
    await f.db.update(exportJobs).set({ status: "running", done: 1 }).where(eq(exportJobs.id, exportId));
    const partial = await leavePartialZip("dead-worker.partial", 60);
    const fresh = await leavePartialZip("live-writer.partial", 0);

    const restarted = Date.now();
    await startWorkers(t.app);
    expect(existsSync(partial)).toBe(false);
    // Too recent to tell from a write another process is still making.
    expect(existsSync(fresh)).toBe(true);

    const job = await waitFor(async () => {
      const [row] = await f.db.select().from(exportJobs).where(eq(exportJobs.id, exportId));
      return row?.status === "ready" ? row : undefined;
    }, 30_000);
    expect(Date.now() - restarted).toBeLessThan(30_000);
    expect(job.done).toBe(2);
    const link = (await f.post(f.ownerA, "user/export/link", { jobId: exportId })).json().url as string;
    const zip = await JSZip.loadAsync((await t.app.inject({ method: "GET", url: link })).rawPayload);
    expect(Object.keys(zip.files)).toHaveLength(2);
    const listed = (await f.post(f.ownerA, "user/export/job", { jobId: exportId })).json().data as ExportJob;
    expect(listed.status).toBe("ready");
  }, 60_000);

  it("leaves partial files that the clean-up job removes once they are a minute old", async () => {
    const partial = await leavePartialZip("later.partial", 90);
    await t.jobs.send(exportCleanupQueue, {});
    await waitFor(async () => (existsSync(partial) ? undefined : true));
  });
});
