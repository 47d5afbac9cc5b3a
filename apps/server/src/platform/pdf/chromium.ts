import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";

/** Where Chromium may be (DESIGN §8): CHROMIUM_PATH, Debian's package, then Playwright's cache. */
export function chromiumCandidates(configured: string | undefined): string[] {
  const cache = path.join(homedir(), ".cache", "ms-playwright");
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => name.startsWith("chromium"))
        .flatMap((name) => [
          path.join(cache, name, "chrome-linux", "chrome"),
          path.join(cache, name, "chrome-linux64", "chrome"),
        ])
    : [];
  return [...(configured ? [configured] : []), "/usr/bin/chromium", "/usr/bin/chromium-browser", ...cached];
}

export function findChromium(configured: string | undefined): string | undefined {
  return chromiumCandidates(configured).find((candidate) => existsSync(candidate));
}

/** The launch flags that work on these machines (DESIGN §11). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
