// Load test of the API: GET /api/health and one database-backed read, on a warm server.
import autocannon from "autocannon";
import { type RunningServer, startServer } from "../e2e/support/server";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
}

const targets: Target[] = [
  { name: "GET /api/health", method: "GET", path: "/api/health" },
  { name: "POST /api/get/settings (database read)", method: "POST", path: "/api/get/settings" },
];

async function measure(server: RunningServer, target: Target) {
  const options = {
    url: `${server.baseUrl}${target.path}`,
    method: target.method,
    connections: 10,
    duration: 10,
  };
  await autocannon({ ...options, duration: 2 }); // warm up
  const result = await autocannon(options);
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchApi(): Promise<void> {
  const server = await startServer({ SEED_DEMO: "true" });
  try {
    const rows = [];
    for (const target of targets) rows.push(await measure(server, target));
    const table = [
      "| call | requests/s | p50 ms | p97.5 ms | p99 ms | errors |",
      "|---|---|---|---|---|---|",
      ...rows.map(
        (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.errors} |`,
      ),
    ].join("\n");
    writeSection(
      "API baseline (issue 2)",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.\n\nautocannon, 10 connections, 10 s after a 2 s warm-up, one server process on embedded PGlite.\n\n${table}`,
    );
    console.log(table);
  } finally {
    await server.stop();
  }
}
