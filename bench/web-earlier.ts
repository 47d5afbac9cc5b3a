// Issue 20's before → after: the figures the last `npm run bench -- web` wrote to its section of
// docs/benchmarks.md, read back before this run replaces them, so each run states what it changed.
import { readFileSync } from "node:fs";
import path from "node:path";

/** One page's figures from an earlier run (what its tables held). */
export interface EarlierFigures {
  jsKb?: number;
  performance?: number;
  lcpSeconds?: number;
}

const file = path.resolve(import.meta.dirname, "../docs/benchmarks.md");

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The first number in a cell ("2.8 s", "154.1", "88"), if any. */
const numberIn = (cell: string | undefined) => {
  const found = cell?.match(/\d+(\.\d+)?/);
  return found ? Number(found[0]) : undefined;
};

/** Reads a section's Markdown tables into figures by page name (the first column). */
export function figuresInSection(section: string): Map<string, EarlierFigures> {
  const figures = new Map<string, EarlierFigures>();
  let header: string[] = [];
  for (const line of section.split("\n")) {
    if (!line.startsWith("|")) {
      header = [];
      continue;
    }
    const cells = cellsOf(line);
    if (header.length === 0) {
      header = cells;
      continue;
    }
    if (cells[0]?.startsWith("---")) continue;
    const column = (name: string) => cells[header.findIndex((title) => title.startsWith(name))];
    const page = cells[0] ?? "";
    const known = figures.get(page) ?? {};
    figures.set(page, {
      jsKb: known.jsKb ?? numberIn(column("JS KB until idle")),
      performance: known.performance ?? numberIn(column("Performance")),
      lcpSeconds: known.lcpSeconds ?? numberIn(column("LCP")),
    });
  }
  return figures;
}

/** The figures of docs/benchmarks.md's `title` section as it stands (empty if there is none). */
export function earlierFigures(title: string): Map<string, EarlierFigures> {
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(`## ${title}\n`);
  if (start === -1) return new Map();
  const next = text.indexOf("\n## ", start + title.length + 3);
  return figuresInSection(text.slice(start, next === -1 ? undefined : next));
}

/** "154.1 → 151.0", or just the new figure when there was none before. */
export function beforeAfter(before: number | undefined, after: number, digits: number): string {
  const now = after.toFixed(digits);
  return before === undefined ? now : `${before.toFixed(digits)} → ${now}`;
}
