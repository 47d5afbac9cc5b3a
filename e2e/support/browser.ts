import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs, findChromium } from "../../apps/server/src/platform/pdf/chromium";

export const artifactsDir = path.resolve(import.meta.dirname, "../artifacts");

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error("Chromium not found: install Debian's chromium or set CHROMIUM_PATH");
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

/** Saves a full-page screenshot under e2e/artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** A screenshot of the window only: an overlay (modal, menu) covers the window, not the whole page. */
export async function windowShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300); // let the opening transition finish
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/**
 * The address the page shows. Playwright's `page.url()` can miss a history.replaceState made while
 * the page is still loading (the app's entry rules run then), so read it from the page itself.
 */
export function addressOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.href);
}
