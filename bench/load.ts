import autocannon from "autocannon";
import type { RunningServer } from "../e2e/support/server";

export interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: object;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
}

/** autocannon against one call on a warm server: 2 s warm-up, then the measured run. */
export async function measure(server: RunningServer, target: Target, seconds = 10): Promise<LoadResult> {
  const options = {
    url: `${server.baseUrl}${target.path}`,
    method: target.method,
    connections: 10,
    duration: seconds,
    headers: { "content-type": "application/json" },
    body: target.method === "POST" ? JSON.stringify(target.body ?? {}) : undefined,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function resultTable(rows: LoadResult[]): string {
  return [
    "| call | requests/s | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p97_5} | ${r.p99} | ${r.errors} |`,
    ),
  ].join("\n");
}
