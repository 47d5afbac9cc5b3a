// Issue 20: serves a web build with the demo data and counts, page by page, the JavaScript each
// loads until the network is idle, first with an empty cache and then as a returning visitor.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser";
import { type RunningServer, startServer } from "../e2e/support/server";
import { countLoad, type LoadCount } from "./web-load";
import {
  type BudgetedPage,
  budgetedPages,
  prepareViewers,
  type SignedIn,
  type Sites,
  type Viewer,
} from "./web-pages";

export interface PageRow {
  page: BudgetedPage;
  url: string;
  first: LoadCount;
  /** The same page again in the same browser: what a returning visitor fetches. */
  again: LoadCount;
}

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.join(root, "apps/web");

/** The editor's own chunk (vite.config.ts names it), which only the editor may load. */
export const editorChunk = /^\/assets\/rich-text-editor-[\w-]+\.js$/;

/** Builds the web app into `outDir` with the project's Vite config. */
export function buildWeb(outDir: string): void {
  const built = spawnSync(
    "npx",
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: webDir,
      stdio: "inherit",
    },
  );
  if (built.status !== 0) throw new Error("the web build failed");
}

/** Whether the build has an editor chunk at all (so "no page loads it" cannot pass by accident). */
export function hasEditorChunk(dist: string): boolean {
  return readdirSync(path.join(dist, "assets")).some((file) => editorChunk.test(`/assets/${file}`));
}

const viewports: Record<Viewer, { width: number; height: number; isMobile: boolean }> = {
  // Visitors and employees on a phone; managers at an office PC.
  visitor: { width: 390, height: 844, isMobile: true },
  employee: { width: 390, height: 844, isMobile: true },
  owner: { width: 1440, height: 900, isMobile: false },
};

async function measurePage(browser: Browser, page: BudgetedPage, sites: Sites, signedIn: SignedIn) {
  const { width, height, isMobile } = viewports[page.viewer];
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    locale: "en-GB",
    storageState: signedIn[page.viewer],
  });
  try {
    const url = page.url(sites);
    // Every budgeted page has one top-level heading once its content is there.
    const ready = (tab: import("playwright-core").Page) =>
      tab.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 20_000 });
    const first = await countLoad(context, url, ready);
    const again = await countLoad(context, url, ready);
    return { page, url, first, again };
  } finally {
    await context.close();
  }
}

/** A server on a web build with fresh demo data, its sites, and its signed-in viewers. */
export interface DemoSite {
  browser: Browser;
  sites: Sites;
  signedIn: SignedIn;
}

/** Starts a server on `dist` with fresh demo data and signs its viewers in; stops it after `use`. */
export async function withDemoSite<T>(dist: string, use: (site: DemoSite) => Promise<T>): Promise<T> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ WEB_DIST: dist, LOG_LEVEL: "error" });
    browser = await launchBrowser();
    const company = `http://meadowbank.localhost:${server.port}`;
    const { signedIn, readingPath } = await prepareViewers(browser, server.baseUrl, company);
    return await use({ browser, sites: { main: server.baseUrl, company, readingPath }, signedIn });
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

/**
 * Measures every budgeted page. Each viewer's pages load one after another, in the list's order
 * (opening the policy marks it read, which the policy list shows differently); the viewers load
 * side by side.
 */
export async function measureWebPages({ browser, sites, signedIn }: DemoSite): Promise<PageRow[]> {
  const viewers = [...new Set(budgetedPages.map((page) => page.viewer))];
  const measured = await Promise.all(
    viewers.map(async (viewer) => {
      const rows: PageRow[] = [];
      for (const page of budgetedPages.filter((each) => each.viewer === viewer)) {
        rows.push(await measurePage(browser, page, sites, signedIn));
      }
      return rows;
    }),
  );
  return budgetedPages.map((page) => {
    const row = measured.flat().find((each) => each.page === page);
    if (!row) throw new Error(`${page.name} was not measured`);
    return row;
  });
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What breaks a budget on one row, in words; empty when it keeps them all. */
export function brokenBudgets({ page, first, again }: PageRow): string[] {
  const broken: string[] = [];
  if (first.scriptBytes > page.budget.kb * 1024) {
    broken.push(`${kb(first.scriptBytes)} KB of JavaScript (budget ${page.budget.kb} KB)`);
  }
  if (page.budget.scripts !== undefined && first.scripts > page.budget.scripts) {
    broken.push(`${first.scripts} script files (budget ${page.budget.scripts})`);
  }
  const editor = first.scriptFiles.filter((file) => editorChunk.test(file.path));
  if (editor.length > 0)
    broken.push(`loads the editor's code (${editor.map((file) => file.path).join(", ")})`);
  if (again.scriptBytes > 0)
    broken.push(`a returning visitor fetches ${kb(again.scriptBytes)} KB of scripts again`);
  return broken;
}

/** The rows as a Markdown table. */
export function pageTable(rows: PageRow[]): string {
  const lines = [
    "| Page | Scripts until idle | JS KB until idle | Issue 20 budget | All KB until idle | Returning visit: requests, KB |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  for (const { page, first, again } of rows) {
    const { kb: budget, scripts } = page.budget;
    const files = scripts ? `${first.scripts} (≤ ${scripts})` : `${first.scripts}`;
    lines.push(
      `| ${page.name} | ${files} | ${kb(first.scriptBytes)} | ${budget} | ${kb(first.networkBytes)} | ${again.requests}, ${kb(again.networkBytes)} |`,
    );
  }
  return lines.join("\n");
}
