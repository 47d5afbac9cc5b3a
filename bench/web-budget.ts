// The check of issue 20: fails when a page loads more JavaScript until idle than its budget, loads
// the editor's code without opening the editor, or makes a returning visitor fetch scripts again.
// Usage: node --import tsx bench/web-budget.ts [--dist apps/web/dist]   (no --dist: builds afresh)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brokenBudgets,
  buildWeb,
  hasEditorChunk,
  measureWebPages,
  pageTable,
  withDemoSite,
} from "./web-speed";

const distIndex = process.argv.indexOf("--dist");
const given = distIndex > 0 ? process.argv[distIndex + 1] : undefined;
const started = Date.now();
const dist = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), "cloudoc-web-budget-"));
try {
  if (!given) buildWeb(dist);
  const rows = await withDemoSite(dist, measureWebPages);
  console.log(pageTable(rows));
  const broken = rows.flatMap((row) => brokenBudgets(row).map((reason) => `${row.page.name}: ${reason}`));
  if (!hasEditorChunk(dist)) broken.push("the build has no editor chunk (assets/editor-*.js)");
  console.log(`\nmeasured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (broken.length > 0) {
    console.error(`\nWeb budgets broken:\n- ${broken.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("Every page is within its budget.");
  }
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
