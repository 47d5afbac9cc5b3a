// Live notifications (issue 15): 5,000 signed-in sockets on one server process; how fast a
// notification to one company's 50 people reaches every one of them, and what an idle connection
// costs the server in memory.
import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import path from "node:path";
import { type Notification, notificationEvent, realtimeOptions } from "@cloudoc/contract";
import { io as connect, type Socket } from "socket.io-client";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

const targetP95Ms = 100;
const rounds = Number(process.env.BENCH_SOCKET_ROUNDS ?? 40);
const kb = (bytes: number) => Math.round(bytes / 1024);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Ready {
  port: number;
  tokens: Record<string, string[]>;
  memory: NodeJS.MemoryUsage;
}

/** The server process, and a request/answer over its IPC channel. */
function startServer() {
  const tsx = createRequire(import.meta.url).resolve("tsx");
  const child: ChildProcess = fork(path.join(import.meta.dirname, "sockets-server.ts"), [], {
    execArgv: ["--import", tsx, "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let next = 1;
  const waiting = new Map<number, (body: Record<string, unknown>) => void>();
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on("message", (message: { id: number } & Record<string, unknown>) => {
      if (message.id === 0) resolve(message as unknown as Ready);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    });
    child.on("exit", (code, signal) => {
      const stopped = new Error(`the server stopped (${code ?? signal})`);
      reject(stopped);
      for (const answer of waiting.values()) answer({ error: stopped.message });
    });
  });
  const ask = <T>(kind: string, more: object = {}) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, (body) => resolve(body as T));
      child.send({ kind, id, ...more });
    });
  return { child, ready, ask };
}

/** Connects every token's socket, a few hundred at a time (as browsers arriving, not all in one tick). */
async function connectAll(url: string, tokens: Record<string, string[]>) {
  const byCompany = new Map<string, { socket: Socket; heard: Map<string, number> }[]>();
  const all = Object.entries(tokens).flatMap(([companyId, list]) =>
    list.map((token) => ({ companyId, token })),
  );
  for (let i = 0; i < all.length; i += 250) {
    await Promise.all(
      all.slice(i, i + 250).map(
        ({ companyId, token }) =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(url, {
              path: "/socket.io",
              transports: ["websocket"],
              auth: { token },
              ...realtimeOptions,
            });
            const heard = new Map<string, number>();
            socket.on(notificationEvent, (notice: Notification) => heard.set(notice._id, performance.now()));
            byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), { socket, heard }]);
            socket.once("connect", () => resolve());
            socket.once("connect_error", reject);
          }),
      ),
    );
  }
  return byCompany;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Server = ReturnType<typeof startServer>;
type People = Map<string, { socket: Socket; heard: Map<string, number> }[]>;

/** Times `rounds` notifications to one company each: from asking the server to each of its 50 sockets hearing it. */
async function timed(server: Server, byCompany: People, kind: "announce" | "push") {
  const companies = [...byCompany.keys()];
  const latencies: number[] = [];
  const slowest: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const companyId = companies[(round * 37) % companies.length] ?? "";
    const people = byCompany.get(companyId) ?? [];
    const sent = performance.now();
    const { notificationId } = await server.ask<{ notificationId: string }>(kind, { companyId });
    const until = performance.now() + 5000;
    while (people.some((p) => !p.heard.has(notificationId)) && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const arrivals = people.map((p) => (p.heard.get(notificationId) ?? Number.POSITIVE_INFINITY) - sent);
    latencies.push(...arrivals);
    slowest.push(Math.max(...arrivals));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { sorted: latencies.sort((a, b) => a - b), slowest: slowest.sort((a, b) => a - b) };
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : "lost");
const spread = (sorted: number[]) =>
  `${fmt(percentile(sorted, 50))} / ${fmt(percentile(sorted, 95))} / ${fmt(sorted.at(-1) ?? 0)}`;

export async function benchSockets(): Promise<void> {
  const server = startServer();
  const { port, tokens, memory: before } = await server.ready;
  const connecting = performance.now();
  const byCompany = await connectAll(`http://127.0.0.1:${port}`, tokens);
  const connectMs = Math.round(performance.now() - connecting);
  const expected = Object.values(tokens).reduce((n, list) => n + list.length, 0);
  for (;;) {
    const { joined } = await server.ask<{ joined: number }>("joined");
    if (joined === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { memory: idle } = await server.ask<{ memory: NodeJS.MemoryUsage }>("memory");
  const announced = await timed(server, byCompany, "announce");
  const pushed = await timed(server, byCompany, "push");
  const heardInAll = [...byCompany.values()].flat().reduce((n, p) => n + p.heard.size, 0);
  const strays = heardInAll - [...announced.sorted, ...pushed.sorted].filter(Number.isFinite).length;
  const load = loadavg()[0]?.toFixed(1);
  for (const people of byCompany.values()) for (const { socket } of people) socket.close();
  await server.ask("stop").catch(() => undefined);

  const p95 = percentile(announced.sorted, 95);
  const heapPer = (idle.heapUsed - before.heapUsed) / expected;
  const rssPer = (idle.rss - before.rss) / expected;
  writeSection(
    "Live notifications over socket.io (issue 15)",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}; PostgreSQL 15 on the same machine (load average ${load} when it ended: other work shared the machine).

One server process (the whole app, \`buildApp\`, on a fresh PostgreSQL database; socket.io in process, no Redis) with ${byCompany.size} companies of 50 people each (an owner and 49 staff users), every one signed in. The benchmark process opens ${expected} websocket connections, one per session token, 250 at a time (${connectMs} ms for all), and waits until the server has put each in its company's room (the session is looked up when the socket connects, as for a browser). Then, ${rounds} times, it asks the server (over IPC) to announce a notification to one company (\`announce\`: the notifications row written, the email job queued in pg-boss, the event emitted to the company's room) and times, from the moment it asked, the arrival of the notification at each of that company's 50 sockets. The same is then timed for the socket part alone (the event emitted to the room, nothing written). The clients run in one process on the same 2 cores as the server, so the figures include their own event loop.

Memory per idle connection: the server's heap and resident set after garbage collection, with all ${expected} sockets connected and idle, against the same before any connected.

Target: a notification to one company's 50 users arrives within ${targetP95Ms} ms at p95 — ${p95 <= targetP95Ms ? "met" : "NOT met"}: p95 ${fmt(p95)} ms.

| measure | value |
|---|---|
| sockets connected and in their rooms | ${expected} |
| deliveries timed (${rounds} notifications × 50 people, twice) | ${announced.sorted.length + pushed.sorted.length} |
| announced (written, queued, emitted): arrival p50 / p95 / max, ms | ${spread(announced.sorted)} |
| announced: slowest of the 50 per notification, median ms | ${fmt(percentile(announced.slowest, 50))} |
| emitted only: arrival p50 / p95 / max, ms | ${spread(pushed.sorted)} |
| notifications heard by anyone outside the company | ${strays} |
| server heap before → idle with all connected, MB | ${mb(before.heapUsed)} → ${mb(idle.heapUsed)} |
| server RSS before → idle with all connected, MB | ${mb(before.rss)} → ${mb(idle.rss)} |
| memory per idle connection (heap / RSS), KB | ${kb(heapPer)} / ${kb(rssPer)} |`,
  );
  console.log(`sockets: p95 ${fmt(p95)} ms, ${kb(heapPer)} KB heap per connection`);
}
