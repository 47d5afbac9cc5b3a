import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { paced, succeeded } from "./paced";

/** One request of a mix: a signed-in call made on the company's own subdomain. */
export interface Sample {
  path: string;
  body: object;
  subdomain: string;
  token: string;
}

export interface MixTarget {
  name: string;
  samples: Sample[];
}

export interface MixResult {
  name: string;
  connections: number;
  /** Requests a second sent in all, or null: each connection sends its next as soon as it has a reply. */
  rate: number | null;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time the server (and database) processes spent per request: the work, without the waiting. */
  cpuMsPerRequest: number | null;
}

/** CPU seconds (user + system) each process has used so far; an ended process is left out. */
export function cpuSecondsOf(pids: readonly number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      seconds.set(pid, (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100);
    } catch {
      // the process ended
    }
  }
  return seconds;
}

/** CPU seconds used between two readings; a process that started in between counts from zero. */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, now] of after) total += now - (before.get(pid) ?? 0);
  return total;
}

/** The process listening on a local port (Linux, `ss`), or undefined. */
export function pidOnPort(port: number): number | undefined {
  try {
    const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const match = /pid=(\d+)/.exec(line);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A small deterministic random source, so every run sends the same mix. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** How hard a run pushes: connections, and optionally a steady rate in requests a second. */
export interface Pace {
  connections: number;
  rate?: number;
}

/**
 * A closed-loop run with autocannon: each connection sends its next request as soon as it has a
 * reply, walking the target's samples in turn (one shared counter, so the mix is spread over
 * companies). Exact times from each reply; not 2xx, or not status 1 in the envelope, is an error.
 */
export async function flatOut(baseUrl: string, target: MixTarget, connections: number, seconds: number) {
  const port = new URL(baseUrl).port;
  let index = 0;
  let refused = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const sample = target.samples[index % target.samples.length] as Sample;
              index += 1;
              return {
                ...request,
                path: `/api${sample.path}`,
                body: JSON.stringify(sample.body),
                headers: {
                  ...request.headers,
                  host: `${sample.subdomain}.localhost:${port}`,
                  authorization: `Bearer ${sample.token}`,
                  "content-type": "application/json",
                },
              };
            },
            onResponse: (status, body) => {
              if (status === 200 && !succeeded(status, body)) refused += 1;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { latencies, errors: result.errors + result.non2xx + refused };
}

function run(baseUrl: string, target: MixTarget, pace: Pace, seconds: number) {
  if (!pace.rate) return flatOut(baseUrl, target, pace.connections, seconds);
  return paced(baseUrl, target, pace.connections, pace.rate, seconds, randomSource(pace.rate).next);
}

/** A warm-up run, then the measured one; `serving` names the processes whose CPU time counts. */
export async function measureMix(
  baseUrl: string,
  target: MixTarget,
  pace: Pace,
  seconds: number,
  serving: () => Promise<number[]> = async () => [],
): Promise<MixResult> {
  await run(baseUrl, target, pace, 3);
  const before = cpuSecondsOf(await serving());
  const { latencies, errors } = await run(baseUrl, target, pace, seconds);
  const cpu = cpuBetween(before, cpuSecondsOf(await serving()));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    connections: pace.connections,
    rate: pace.rate ?? null,
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    errors,
    cpuMsPerRequest: before.size === 0 || sorted.length === 0 ? null : round1((cpu * 1000) / sorted.length),
  };
}
