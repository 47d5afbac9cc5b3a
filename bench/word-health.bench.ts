// Word exports and the event loop (issue 23): /api/health's latency while four large Word exports run.
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { companyDocuments } from "../apps/server/src/modules/documents/tables";
import { largeDocumentHtml } from "../apps/server/src/modules/exports/test-support";
import { libraryFixture } from "../apps/server/src/modules/library/test-support";
import { createTestApp } from "../apps/server/src/testing/app";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

/** About 2.5 s of Word building each here: the large document. */
const sections = 150;
const exportsAtOnce = 4;
const probeEveryMs = 10;
const idleSeconds = 3;
const targetP95Ms = 50;

/**
 * Sends GET /api/health every 10 ms from its own thread, whatever the answers (open loop), so that
 * a stalled server shows as slow replies rather than as requests never sent; stops on a message and
 * posts every reply's time in ms (-1 for an error or no reply).
 */
const probeSource = `
const { parentPort, workerData } = require("node:worker_threads");
const times = [];
const pending = new Set();
// The first half second warms this thread's HTTP client and is not counted.
const countFrom = performance.now() + 500;
const timer = setInterval(() => {
  const started = performance.now();
  const record = (ms) => started >= countFrom && times.push(ms);
  const request = fetch(workerData.url).then(
    (reply) => reply.arrayBuffer().then(() => record(reply.ok ? performance.now() - started : -1)),
    () => record(-1),
  );
  pending.add(request);
  request.finally(() => pending.delete(request));
}, workerData.everyMs);
parentPort.once("message", async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage(times);
});
`;

interface Probed {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function probeHealth(url: string, during: () => Promise<unknown>): Promise<Probed> {
  const probe = new Worker(probeSource, { eval: true, workerData: { url, everyMs: probeEveryMs } });
  await during();
  const times = await new Promise<number[]>((resolve) => {
    probe.once("message", resolve);
    probe.postMessage("stop");
  });
  await probe.terminate();
  const ok = times.filter((ms) => ms >= 0).sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((ok[Math.min(ok.length - 1, Math.floor(ok.length * p))] ?? 0) * 10) / 10;
  return {
    requests: times.length,
    errors: times.length - ok.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round(ok.at(-1) ?? 0),
  };
}

export async function benchWordHealth(): Promise<void> {
  const t = await createTestApp({ startJobs: true });
  try {
    const f = await libraryFixture(t);
    const documents = (await f.documentsOf(f.a.company.id)).slice(0, exportsAtOnce);
    for (const document of documents)
      await f.db
        .update(companyDocuments)
        .set({ content: largeDocumentHtml(sections) })
        .where(eq(companyDocuments.id, document.id));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/health`;
    const exportAll = () =>
      Promise.all(
        documents.map(async (d) => {
          const reply = await f.post(f.ownerA, "user/document/download", { fileId: d.id, type: "word" });
          if (reply.statusCode !== 200) throw new Error(`the Word export answered ${reply.statusCode}`);
        }),
      );
    // Warm: the converter loaded (and, with the pool, its threads started) before measuring.
    await f.post(f.ownerA, "user/document/download", { fileId: documents[0]?.id, type: "word" });

    const idle = await probeHealth(
      url,
      () => new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000)),
    );
    let exportMs = 0;
    const loaded = await probeHealth(url, async () => {
      const started = performance.now();
      await exportAll();
      exportMs = performance.now() - started;
    });

    const row = (name: string, r: Probed) =>
      `| ${name} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors} |`;
    const table = [
      "| while | health requests | p50 ms | p95 ms | p99 ms | max ms | errors |",
      "|---|---|---|---|---|---|---|",
      row(`nothing else (${idleSeconds} s)`, idle),
      row(
        `${exportsAtOnce} large Word exports at once (all done in ${(exportMs / 1000).toFixed(1)} s)`,
        loaded,
      ),
    ].join("\n");
    const load = loadavg()[0]?.toFixed(1);
    const met = loaded.p95 < targetP95Ms ? "met" : "**missed**";
    writeSection(
      "Word exports and /api/health (issue 23)",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; 1-minute load average ${load} at the end.\n\nOne server process (\`createTestApp\`, embedded PGlite) listening on a port; ${exportsAtOnce} documents of ${sections} headed sections each (text, a list and a table: about 2.5 s of Word building each on this machine) exported as Word at once through the call, while another thread sends GET /api/health every ${probeEveryMs} ms whatever the replies (open loop, so a stalled server shows as slow replies). Word is built on a pool of worker threads (as many as the cores, at a lower priority than the thread serving requests; further exports queue).\n\nTarget: health p95 under ${targetP95Ms} ms while the exports run — ${met}.\n\n${table}`,
    );
    console.log(table);
  } finally {
    await t.close();
  }
}
