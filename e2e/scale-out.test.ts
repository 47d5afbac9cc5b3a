import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ExportJob, exportProgressEvent, exportWatchEvent, realtimeOptions } from "@cloudoc/contract";
import { Redis } from "ioredis";
import JSZip from "jszip";
import pg from "pg";
import S3rver from "s3rver";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server";

/**
 * The product as several processes (DESIGN §2, issue 23): two real servers on one PostgreSQL
 * database, one Redis and one S3-compatible store (s3rver, in this process), a user's requests
 * sent to both in turn. PGlite lives inside one process, so this needs the PostgreSQL server and
 * Redis that `.ci/run` points TEST_DATABASE_URL and TEST_REDIS_URL at.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skip = !adminUrl || !redisUrl;
const password = "Demo-password-1";

let folder: string;
let s3: S3rver;
let databaseName: string;
let env: Record<string, string>;
const servers: RunningServer[] = [];
const sockets: Socket[] = [];

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `base` with another path: a database of the PostgreSQL server, a numbered Redis database. */
function withPath(base: string | undefined, name: string): string {
  const url = new URL(base ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

async function serve(): Promise<RunningServer> {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

async function call(server: RunningServer, route: string, body: object, token?: string) {
  const reply = await fetch(`${server.baseUrl}/api/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: reply.status,
    headers: reply.headers,
    body: (await reply.json()) as Record<string, unknown>,
  };
}

async function signIn(server: RunningServer, email: string): Promise<string> {
  const reply = await call(server, "user/login", { email, password });
  expect(reply.status).toBe(200);
  return (reply.body.response as { authToken: string }).authToken;
}

/** Polls until `probe` gives a value (a job finishing, a process taking a job up). */
async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  explain: () => string = () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function exportJob(server: RunningServer, token: string, jobId: string): Promise<ExportJob> {
  return (await call(server, "user/export/job", { jobId }, token)).body.data as ExportJob;
}

async function documentIds(server: RunningServer, token: string): Promise<string[]> {
  const reply = await fetch(`${server.baseUrl}/api/user/documents/all`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = ((await reply.json()) as { documentList: { _id: string }[] }).documentList;
  return list.map((document) => document._id);
}

async function startExport(server: RunningServer, token: string, ids: string[]): Promise<string> {
  const started = await call(server, "user/bulk-export-pdf", { download_format: "pdf", values: ids }, token);
  expect(started.status).toBe(200);
  return (started.body.data as ExportJob)._id;
}

/** The export's zip, fetched from `server` through a link `server` signed. */
async function downloadZip(server: RunningServer, token: string, jobId: string): Promise<JSZip> {
  const link = await call(server, "user/export/link", { jobId }, token);
  expect(link.status).toBe(200);
  const file = await fetch(`${server.baseUrl}${link.body.url as string}`);
  expect(file.status).toBe(200);
  return JSZip.loadAsync(await file.arrayBuffer());
}

/** A signed-in page on `server` following its exports; returns what it hears. */
async function followExports(server: RunningServer, token: string): Promise<ExportJob[]> {
  const socket = connect(server.baseUrl, {
    path: "/socket.io",
    transports: ["websocket"],
    ...realtimeOptions,
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(undefined));
    socket.on("connect_error", reject);
  });
  expect(await socket.timeout(5000).emitWithAck(exportWatchEvent, token)).toBe(true);
  const heard: ExportJob[] = [];
  socket.on(exportProgressEvent, (job: ExportJob) => heard.push(job));
  return heard;
}

beforeAll(async () => {
  if (skip) return;
  folder = await mkdtemp(path.join(tmpdir(), "cloudoc-scale-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(folder, "s3"),
    configureBuckets: [{ name: "cloudoc-scale", configs: [] }],
  });
  const s3address = (await s3.run()) as AddressInfo;
  databaseName = `cloudoc_scale_${randomBytes(4).toString("hex")}`;
  await onAdminDatabase(`create database ${databaseName}`);
  // A Redis database of its own, emptied: rate-limit counters of an earlier run would count here.
  const redis = new Redis(withPath(redisUrl, "9"));
  await redis.flushdb();
  redis.disconnect();
  env = {
    DATABASE_URL: withPath(adminUrl, databaseName),
    REDIS_URL: withPath(redisUrl, "9"),
    S3_ENDPOINT: `http://127.0.0.1:${s3address.port}`,
    S3_BUCKET: "cloudoc-scale",
    S3_ACCESS_KEY: "S3RVER",
    S3_SECRET_KEY: "S3RVER",
  };
  // One after the other: the first migrates and seeds the demo company, the second finds it done.
  await serve();
  await serve();
}, 240_000);

afterAll(async () => {
  if (skip) return;
  for (const socket of sockets) socket.close();
  await Promise.all(servers.map((server) => server.stop()));
  await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe.skipIf(skip)("two app processes on one PostgreSQL, Redis and S3 store", () => {
  let token: string;

  it("signs in on one process and is signed in on the other; signing out on the other ends it on both", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    token = await signIn(a, "owner@meadowbank.local");
    const details = await call(b, "user/details", {}, token);
    expect(details.status).toBe(200);
    const other = await signIn(b, "owner@meadowbank.local");
    expect((await call(a, "user/logout", {}, other)).status).toBe(200);
    expect((await call(b, "user/details", {}, other)).status).toBe(401);
  });

  it("counts wrong passwords across both processes and answers 429 with Retry-After", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // 5 tries go through, the 6th starts a wait, the 7th meets it: with a count per process,
    // neither would have seen more than 4.
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const reply = await call(attempt % 2 === 0 ? a : b, "user/login", {
        email: "staff@meadowbank.local",
        password: "not-the-password-1",
      });
      statuses.push(reply.status);
      retryAfter = reply.headers.get("retry-after") ?? retryAfter;
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("serves from one process an image uploaded through the other, from the shared S3 store", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const logo = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.append("file", new Blob([logo], { type: "image/png" }), "logo.png");
    const uploaded = await fetch(`${a.baseUrl}/api/admin/users/logo/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const profile = await call(b, "users/details/profile", {}, token);
    const logoUrl = JSON.stringify(profile.body).match(/\/users\/details\/image\/[^"]+/)?.[0];
    expect(logoUrl).toBeDefined();
    const image = await fetch(`${b.baseUrl}/api${logoUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(logo)).toBe(true);
  });

  it("streams the progress of an export started on one process to a page open on the other", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const heard = await followExports(b, token);
    const ids = (await documentIds(a, token)).slice(0, 4);
    const jobId = await startExport(a, token, ids);
    const ready = await waitFor(async () => {
      const job = await exportJob(b, token, jobId);
      return job.status === "ready" ? job : undefined;
    }, 120_000);
    expect(ready).toMatchObject({ done: 4, total: 4 });
    await waitFor(
      async () => (heard.some((e) => e._id === jobId && e.status === "ready") ? true : undefined),
      10_000,
    );
    const zip = await downloadZip(b, token, jobId);
    expect(Object.keys(zip.files)).toHaveLength(4);
  });

  it("finishes on the other process an export whose process was killed part-way", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    // Only `a` is running jobs while the export starts, so the kill is sure to cut its work short.
    await b.stop();
    const ids = await documentIds(a, token);
    const jobId = await startExport(a, token, ids);
    await waitFor(async () => {
      const job = await exportJob(a, token, jobId);
      return job.status === "running" && job.done > 0 ? job : undefined;
    }, 120_000);
    await a.crash();
    const survivor = await serve();
    let last: ExportJob | undefined;
    const finished = await waitFor(
      async () => {
        last = await exportJob(survivor, token, jobId);
        return last.status === "ready" || last.status === "failed" ? last : undefined;
      },
      150_000,
      () => `${JSON.stringify(last)}\n${survivor.logs.join("").slice(-3000)}`,
    );
    expect(finished).toMatchObject({ status: "ready", total: ids.length, done: ids.length });
    const zip = await downloadZip(survivor, token, jobId);
    expect(Object.keys(zip.files)).toHaveLength(ids.length);
  }, 300_000);
});
