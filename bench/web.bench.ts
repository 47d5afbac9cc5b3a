// `npm run bench -- web` (issue 20): the budget counts of bench/web-speed.ts plus Lighthouse's
// mobile scores for every budgeted page, written to docs/benchmarks.md. Lighthouse takes minutes,
// so it is a benchmark, not part of `npm test` (which runs bench/web-budget.ts).
// WEB_SPEED_DIST=<folder> measures an existing build instead of building afresh.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { type BrowserContext, chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../apps/server/src/platform/pdf/chromium";
import { describeMachine } from "./machine";
import { writeSection } from "./report";
import { beforeAfter, type EarlierFigures, earlierFigures } from "./web-earlier";
import { type BudgetedPage, budgetedPages } from "./web-pages";
import {
  brokenBudgets,
  buildWeb,
  type DemoSite,
  kb,
  measureWebPages,
  type PageRow,
  pageTable,
  withDemoSite,
} from "./web-speed";

interface Scores {
  page: BudgetedPage;
  performance: number;
  /** The lowest and highest performance score of the page's runs. */
  performanceRange: [number, number];
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
}

/** Employees read on their phones: the policy must be readable within this, throttled. */
const readableWithinMs = 2000;

/** Lighthouse drives the browser through a DevTools port; Chromium writes the one it chose here. */
function devToolsPort(userDataDir: string): number {
  return Number(readFileSync(path.join(userDataDir, "DevToolsActivePort"), "utf8").split("\n")[0]);
}

/** Puts the viewer's stored session (or none) in the page's origin, where Lighthouse will find it. */
async function useSession(context: BrowserContext, url: string, site: DemoSite, page: BudgetedPage) {
  const origin = new URL(url).origin;
  const stored =
    site.signedIn[page.viewer]?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const tab = await context.newPage();
  await tab.goto(`${origin}/favicon.svg`);
  await tab.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, stored);
  await tab.close();
}

/** Runs of Lighthouse per page: its scores move between runs, and the median run is reported. */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function lighthouseRun(port: number, url: string, page: BudgetedPage): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  return {
    page,
    performance,
    performanceRange: [performance, performance],
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
  };
}

/** The run with the median performance score, with the lowest and highest score of all runs. */
function medianRun(runs: Scores[]): Scores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const lowest = sorted[0];
  const highest = sorted.at(-1);
  if (!median || !lowest || !highest) throw new Error("no Lighthouse run");
  return { ...median, performanceRange: [lowest.performance, highest.performance] };
}

/** Lighthouse's mobile runs (simulated slow 4G, 4× slower CPU) on every budgeted page. */
async function lighthousePages(site: DemoSite): Promise<Scores[]> {
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error("Chromium not found");
  const userDataDir = mkdtempSync(path.join(tmpdir(), "cloudoc-lighthouse-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [...chromiumArgs, "--remote-debugging-port=0"],
  });
  try {
    const port = devToolsPort(userDataDir);
    const scores: Scores[] = [];
    for (const page of budgetedPages) {
      const url = page.url(site.sites);
      const runs: Scores[] = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        await useSession(context, url, site, page);
        runs.push(await lighthouseRun(port, url, page));
      }
      scores.push(medianRun(runs));
      console.log(
        `${page.name}: ${JSON.stringify(scores.at(-1), (key, value) => (key === "page" ? undefined : value))}`,
      );
    }
    return scores;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function scoreTable(scores: Scores[]): string {
  const lines = [
    `| Page | Performance (≥ 90), median of ${lighthouseRuns} | Runs' range | Accessibility (≥ 95) | LCP, throttled | FCP, throttled |`,
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const { page, performance, performanceRange, accessibility, lcpMs, fcpMs } of scores) {
    const [lowest, highest] = performanceRange;
    lines.push(
      `| ${page.name} | ${performance} | ${lowest}–${highest} | ${accessibility} | ${(lcpMs / 1000).toFixed(1)} s | ${(fcpMs / 1000).toFixed(1)} s |`,
    );
  }
  return lines.join("\n");
}

const sectionTitle = "Web speed (issue 20)";

/** Each page's figures against the previous run's (the section as it stood before this run). */
function changeTable(rows: PageRow[], scores: Scores[], earlier: Map<string, EarlierFigures>): string {
  const lines = ["| Page | JS KB until idle | Performance | LCP, throttled (s) |", "|---|---:|---:|---:|"];
  for (const { page, first } of rows) {
    const before = earlier.get(page.name) ?? {};
    const score = scores.find((each) => each.page === page);
    const jsKb = beforeAfter(before.jsKb, Number(kb(first.scriptBytes)), 1);
    const performance = score ? beforeAfter(before.performance, score.performance, 0) : "";
    const lcp = score ? beforeAfter(before.lcpSeconds, score.lcpMs / 1000, 1) : "";
    lines.push(`| ${page.name} | ${jsKb} | ${performance} | ${lcp} |`);
  }
  return lines.join("\n");
}

/** What misses a target, in words (Lighthouse's targets; the byte budgets are in brokenBudgets). */
function missedTargets(scores: Scores[]): string[] {
  return scores.flatMap(({ page, performance, accessibility, lcpMs }) => [
    ...(page.viewer === "visitor" && performance < 90 ? [`${page.name}: performance ${performance}`] : []),
    ...(page.viewer === "visitor" && accessibility < 95
      ? [`${page.name}: accessibility ${accessibility}`]
      : []),
    ...(page.viewer === "employee" && lcpMs > readableWithinMs ? [`${page.name}: LCP ${lcpMs} ms`] : []),
  ]);
}

export async function benchWeb(): Promise<void> {
  const given = process.env.WEB_SPEED_DIST;
  const earlier = earlierFigures(sectionTitle);
  const dist = given ? path.resolve(given) : mkdtempSync(path.join(tmpdir(), "cloudoc-web-bench-"));
  try {
    if (!given) buildWeb(dist);
    const { rows, scores, chromiumVersion } = await withDemoSite(dist, async (site) => ({
      rows: await measureWebPages(site),
      scores: await lighthousePages(site),
      chromiumVersion: site.browser.version(),
    }));
    const broken = rows.flatMap((row) => brokenBudgets(row).map((reason) => `${row.page.name}: ${reason}`));
    const missed = missedTargets(scores);
    const verdict = [
      broken.length === 0 ? "every page is within its JavaScript budget" : `broken: ${broken.join("; ")}`,
      missed.length === 0
        ? "Every issue 20 target is met"
        : `Issue 20 targets not met yet: ${missed.join("; ")}`,
    ].join(". ");
    const body = `Measured ${new Date().toISOString().slice(0, 10)} on ${describeMachine()}, Chromium ${chromiumVersion}.

Method: a production build served by the server (demo data, embedded PGlite) on this machine, with the owner having assigned the demo employee one policy. **Until idle**: each page opened in a fresh Chromium context (empty cache; phone viewport for visitors and employees, desktop for the owner), counting every response from the first request until nothing has been in flight for 1 s (\`bench/web-budget.ts\`, which \`npm test\` runs after the web build); bytes are as sent (brotli: the build's files pre-compressed, API replies over 1 KB compressed by the server), headers excluded, 1 KB = 1024 bytes. The live connection (socket.io client, 12 KB) and the top progress bar (3 KB) load once a page has been quiet for 3 s (15 s at the latest), so they are in no page's count; the company shell's bell, exports and account watch subscribe once it connects. **Returning visit**: the same page again in the same browser. **Lighthouse** 12.2.3, mobile preset (simulated slow 4G, 4× CPU slowdown), performance and accessibility, ${lighthouseRuns} runs per page and the run with the median performance score reported, with the range of all runs (on this shared two-core machine a page's score moves by up to 10 between runs). The employee's pages must be readable (LCP) within ${readableWithinMs / 1000} s throttled. The JavaScript is Preact's, standing in for React (decision 037).

Result: ${verdict}.

${pageTable(rows)}

${scoreTable(scores)}

Against the previous run (the figures this section held before it):

${changeTable(rows, scores, earlier)}`;
    writeSection(sectionTitle, body);
    console.log(body);
  } finally {
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}
