// Load test of the API: GET /api/health and one database-backed read, on a warm server.
import { startServer } from "../e2e/support/server";
import { measure, resultTable, type Target } from "./load";
import { describeMachine } from "./machine";
import { writeSection } from "./report";

const targets: Target[] = [
  { name: "GET /api/health", method: "GET", path: "/api/health" },
  { name: "POST /api/get/settings (database read)", method: "POST", path: "/api/get/settings" },
];

export async function benchApi(): Promise<void> {
  const server = await startServer({ SEED_DEMO: "true" });
  try {
    const rows = [];
    for (const target of targets) rows.push(await measure(server, target));
    writeSection(
      "API baseline (issue 2)",
      `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}.\n\nautocannon, 10 connections, 10 s after a 2 s warm-up, one server process on embedded PGlite.\n\n${resultTable(rows)}`,
    );
    console.log(resultTable(rows));
  } finally {
    await server.stop();
  }
}
