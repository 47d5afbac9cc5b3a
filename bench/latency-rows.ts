import { cpuSecondsOf } from "./mix";

// One measured row of a latency benchmark: throughput, mean and percentiles, CPU per request.

export interface Row {
  name: string;
  setup: string;
  requests: number;
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p95: number;
  /** CPU time per request of the serving process (for the direct SQL: this process, the pg client). */
  serverCpuMs: number | null;
  /** CPU time per request of the PostgreSQL connections serving it. */
  databaseCpuMs: number | null;
  errors: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function summarise(
  name: string,
  setup: string,
  latencies: number[],
  elapsedMs: number,
  errors: number,
) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = latencies.reduce((sum, ms) => sum + ms, 0);
  return {
    name,
    setup,
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length * 1000) / elapsedMs),
    mean: round2(total / Math.max(1, latencies.length)),
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    errors,
  };
}

/** CPU milliseconds per request that `pids` used between two readings. */
export function cpuMsPer(pids: number[], before: Map<number, number>, requests: number): number | null {
  if (pids.length === 0) return null;
  let used = 0;
  for (const [pid, now] of cpuSecondsOf(pids)) used += now - (before.get(pid) ?? now);
  return round2((used * 1000) / Math.max(1, requests));
}

/** autocannon, one connection sending its next request as soon as it has a reply; exact times. */
