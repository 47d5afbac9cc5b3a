// Type-checks every workspace with its own tsconfig; fails on the first error.
import { execFileSync } from "node:child_process";

const projects = [
  "packages/contract",
  "packages/documents",
  "content",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
];
let failed = false;
for (const project of projects) {
  try {
    execFileSync("npx", ["tsc", "-p", `${project}/tsconfig.json`], { stdio: "inherit" });
    console.log(`typecheck ok: ${project}`);
  } catch {
    console.error(`typecheck FAILED: ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
