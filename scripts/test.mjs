// `npm test`: type-check, lint, unit, integration (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set) and end-to-end. Ends with the line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".test-data", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const stages = [];

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
}

/** A check that is one test: it passes or it fails as a whole. */
function check(name, command, args) {
  const ok = run(command, args).status === 0;
  totals[ok ? "passed" : "failed"] += 1;
  stages.push(`${name}: ${ok ? "passed" : "FAILED"}`);
}

/** A vitest project: every test it ran counts. A run that reports nothing counts as one failure. */
function vitest(name, project, env = {}) {
  const output = path.join(reports, `${name.replace(/\W+/g, "-")}.json`);
  const result = run(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (!existsSync(output)) {
    totals.failed += 1;
    stages.push(`${name}: FAILED (no report, exit ${result.status})`);
    return;
  }
  const report = JSON.parse(readFileSync(output, "utf8"));
  const failed = report.numFailedTests + (result.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  totals.passed += report.numPassedTests;
  totals.failed += failed;
  stages.push(
    `${name}: ${report.numPassedTests} passed, ${failed} failed, ${report.numPendingTests} skipped`,
  );
}

function chromiumPresent() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  );
  return candidates.some((candidate) => existsSync(candidate));
}

check("typecheck", "node", ["scripts/typecheck.mjs"]);
check("lint", "npx", ["biome", "check", "."]);
vitest("unit", "unit");
vitest("integration on PGlite", "integration", { TEST_DATABASE_URL: "" });
if (process.env.TEST_DATABASE_URL) {
  vitest("integration on PostgreSQL", "integration");
} else {
  stages.push("integration on PostgreSQL: not run (TEST_DATABASE_URL is not set)");
}
if (chromiumPresent()) {
  check("web build", "npm", ["run", "build", "-w", "@cloudoc/web"]);
  // Issue 20: each budgeted page's JavaScript until the network is idle, on the build just made.
  check("web speed budgets", "node", ["--import", "tsx", "bench/web-budget.ts", "--dist", "apps/web/dist"]);
  vitest("end-to-end", "e2e");
} else if (process.env.CI) {
  totals.failed += 1;
  stages.push("end-to-end: FAILED (CI is set and no Chromium was found)");
} else {
  console.warn(
    "\n!!!!! END-TO-END TESTS SKIPPED: no Chromium found (install Debian's chromium or set CHROMIUM_PATH) !!!!!\n",
  );
  stages.push("end-to-end: SKIPPED (no Chromium)");
}

console.log(`\n${stages.join("\n")}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(path.join(reports, "summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(totals.failed === 0 ? 0 : 1);
