import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../docs/benchmarks.md");

/**
 * Replaces one section of docs/benchmarks.md (from its "## title" line to the next "## ") so each
 * benchmark keeps its own figures up to date without touching the others.
 */
export function writeSection(title: string, body: string): void {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    text =
      "# Benchmarks\n\nFigures written by `npm run bench`; they are not timed tests and do not run in CI.\n";
  }
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(heading);
  if (start === -1) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf("\n## ", start + heading.length);
  writeFileSync(file, `${text.slice(0, start)}${section}${next === -1 ? "" : text.slice(next)}`);
}
