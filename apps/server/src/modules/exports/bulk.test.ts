import { execSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { type ExportJob, exportProgressEvent, exportWatchEvent, realtimeOptions } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import JSZip from "jszip";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture, waitFor } from "../library/test-support";
import { removeExpiredExports } from "./export-jobs";
import { documentFileName } from "./files";
import { exportJobs } from "./tables";
import { canPrint } from "./test-support";

let t: TestApp;
let f: LibraryFixture;
let url: string;
let socket: Socket;
const heard: ExportJob[] = [];

beforeAll(async () => {
  t = await createTestApp({ startWorkers: true });
  f = await libraryFixture(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  socket = connect(url, { path: "/socket.io", transports: ["websocket"], auth: {}, ...realtimeOptions });
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  // Signed in after the socket connected: the page asks to follow its exports with its token.
  const joined = await socket.timeout(5000).emitWithAck(exportWatchEvent, f.ownerA);
  expect(joined).toBe(true);
  socket.on(exportProgressEvent, (job: ExportJob) => heard.push(job));
}, 120_000);
afterAll(async () => {
  socket?.close();
  await t.close();
});

const post = (path: string, payload: object, token = f.ownerA) => f.post(token, path, payload);

async function finished(jobId: string, timeoutMs = 90_000): Promise<ExportJob> {
  return waitFor(async () => {
    const job = (await post("user/export/job", { jobId })).json().data as ExportJob;
    return job.status === "ready" || job.status === "failed" ? job : undefined;
  }, timeoutMs);
}

async function downloadZip(jobId: string): Promise<JSZip> {
  const link = await post("user/export/link", { jobId });
  expect(link.statusCode).toBe(200);
  expect(link.json().filename).toBe("Documents.zip");
  const file = await t.app.inject({ method: "GET", url: link.json().url });
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-type"]).toBe("application/zip");
  return JSZip.loadAsync(file.rawPayload);
}

describe.skipIf(!canPrint)("a bulk PDF export", () => {
  it("streams N PDFs into Documents.zip, named by policy number and title, with live progress", async () => {
    const documents = (await f.documentsOf(f.a.company.id)).slice(0, 6);
    const started = await post("user/bulk-export-pdf", {
      download_format: "pdf",
      values: documents.map((d) => d.id),
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().response).toBe("Generating PDF");
    const job = await finished(started.json().data._id);
    expect(job).toMatchObject({ status: "ready", done: 6, total: 6 });
    expect(new Date(job.expiresAt ?? 0).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const zip = await downloadZip(job._id);
    const names = Object.keys(zip.files);
    expect(names).toEqual(documents.map((d) => `${d.policyNumber} ${d.name}.pdf`));
    for (const name of names) {
      const bytes = await zip.files[name]?.async("nodebuffer");
      expect(bytes?.subarray(0, 5).toString()).toBe("%PDF-");
    }
    await waitFor(async () =>
      heard.some((e) => e._id === job._id && e.status === "ready") ? true : undefined,
    );
    expect(heard.some((e) => e._id === job._id && e.status === "running")).toBe(true);
    // The one who asked is told in the bell too (issue 15).
    const bell = (await post("user/get/notification", {})).json().list;
    expect(bell[0]).toMatchObject({ category: "Export", title: "Your export is ready", read: false });
  });

  it("recovers from a browser killed in the middle of the job", async () => {
    const documents = (await f.documentsOf(f.a.company.id)).slice(0, 12);
    const started = await post("user/bulk-export-pdf", { values: documents.map((d) => d.id) });
    const jobId = started.json().data._id as string;
    await waitFor(async () => {
      const [row] = await f.db.select().from(exportJobs).where(eq(exportJobs.id, jobId));
      return row && row.done >= 2 ? row : undefined;
    }, 60_000);
    const browsers = execSync(`pgrep -P ${process.pid} -f chromium || true`).toString().trim().split("\n");
    let killed = 0;
    for (const pid of browsers.filter(Boolean)) {
      try {
        process.kill(Number(pid), "SIGKILL");
        killed += 1;
      } catch {
        // The shell that ran pgrep matches too, and has already gone.
      }
    }
    expect(killed).toBeGreaterThan(0);
    const job = await finished(jobId);
    expect(job).toMatchObject({ status: "ready", done: 12 });
    expect(Object.keys((await downloadZip(jobId)).files)).toHaveLength(12);
  });
});

describe("a bulk Word export", () => {
  it("zips one DOCX per document, and gives a repeated name a number", async () => {
    const [first, second] = await f.documentsOf(f.a.company.id);
    if (!first || !second) throw new Error("no documents");
    await f.db.execute(sql`update company_documents set name = ${first.name}, policy_number = ${first.policyNumber}
      where id = ${second.id}`);
    const started = await post("user/bulk-export-word", { values: [first.id, second.id] });
    expect(started.json().response).toBe("Generating Word");
    const job = await finished(started.json().data._id);
    expect(job.status).toBe("ready");
    const names = Object.keys((await downloadZip(job._id)).files);
    expect(names).toEqual([
      `${first.policyNumber} ${first.name}.docx`,
      `${first.policyNumber} ${first.name} (2).docx`,
    ]);
  });
});

describe.skipIf(!canPrint)("a bulk export of both formats (the download after a subscription ended)", () => {
  it("zips a PDF and a DOCX of every document into one Documents.zip", async () => {
    // The last ones: the Word test above gives the second document the first one's name.
    const documents = (await f.documentsOf(f.a.company.id)).slice(-3);
    const started = await post("user/bulk-export-pdf", {
      download_format: "both",
      values: documents.map((d) => d.id),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ format: "both", total: 3 });
    const job = await finished(started.json().data._id);
    expect(job).toMatchObject({ status: "ready", done: 3 });
    const zip = await downloadZip(job._id);
    const names = Object.keys(zip.files);
    expect(names).toEqual(
      documents.flatMap((d) => [documentFileName(d, "pdf"), documentFileName(d, "word")]),
    );
    for (const name of names) {
      const head = (await zip.files[name]?.async("nodebuffer"))?.subarray(0, 5).toString();
      // A PDF starts %PDF-, a DOCX is itself a zip (PK).
      expect(head?.startsWith(name.endsWith(".pdf") ? "%PDF-" : "PK"), name).toBe(true);
    }
  });
});

describe("another company", () => {
  it("cannot export A's documents, nor follow, link or download A's export", async () => {
    const [document] = await f.documentsOf(f.a.company.id);
    const refused = await post("user/bulk-export-pdf", { values: [document?.id] }, f.ownerB);
    expect(refused.statusCode).toBe(404);
    const started = await post("user/bulk-export-word", { values: [document?.id] });
    const jobId = started.json().data._id as string;
    await finished(jobId);
    expect((await post("user/export/job", { jobId }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/export/link", { jobId }, f.ownerB)).statusCode).toBe(404);
    const link = (await post("user/export/link", { jobId })).json().url as string;
    const asB = await t.app.inject({
      method: "GET",
      url: link,
      headers: { authorization: `Bearer ${f.ownerB}` },
    });
    expect(asB.statusCode).toBe(404);
    const listOfB = await f.get(f.ownerB, "user/export/jobs");
    expect(listOfB.json().list).toEqual([]);
  });
});

describe("the clean-up", () => {
  it("deletes a zip once its 24 hours are over, and its link stops working", async () => {
    const [document] = await f.documentsOf(f.a.company.id);
    const started = await post("user/bulk-export-word", { values: [document?.id] });
    const job = await finished(started.json().data._id);
    const link = (await post("user/export/link", { jobId: job._id })).json().url as string;
    const [row] = await f.db.select().from(exportJobs).where(eq(exportJobs.id, job._id));
    const key = row?.storageKey ?? "";
    expect(await t.app.platform.storage.exists(key)).toBe(true);
    await f.db
      .update(exportJobs)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(exportJobs.id, job._id));
    expect(await removeExpiredExports(t.app.platform)).toBeGreaterThanOrEqual(1);
    expect(await t.app.platform.storage.exists(key)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
    expect((await post("user/export/link", { jobId: job._id })).statusCode).toBe(404);
  });
});
