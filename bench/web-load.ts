// One page load in Chromium, counted from the DevTools protocol: every script fetched from the
// first request until the network has been quiet for a while (issue 20's "until idle").
import type { BrowserContext, CDPSession, Page } from "playwright-core";

/** What one load fetched. Bytes are as sent over the wire (compressed), headers excluded. */
export interface LoadCount {
  scripts: number;
  scriptBytes: number;
  /** The responses (scripts included) that came over the network rather than from the cache, and their bytes. */
  requests: number;
  networkBytes: number;
  /** Script files by path with their bytes, for finding what a page should not have loaded. */
  scriptFiles: { path: string; bytes: number }[];
}

/** The network counts as idle once nothing has been in flight for this long. */
const quietMs = 1000;
const longestLoadMs = 30_000;

interface Tracked {
  url: string;
  isScript: boolean;
  headerBytes: number;
  cached: boolean;
}

/** Listens to one page's network and resolves once it is idle after the load event. */
function watchNetwork(cdp: CDPSession) {
  const inFlight = new Map<string, Tracked>();
  const count: LoadCount = { scripts: 0, scriptBytes: 0, requests: 0, networkBytes: 0, scriptFiles: [] };
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    lastActivity = Date.now();
    inFlight.set(event.requestId, { url: event.request.url, isScript: false, headerBytes: 0, cached: false });
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    const tracked = inFlight.get(event.requestId);
    if (tracked) tracked.cached = true;
  });
  cdp.on("Network.responseReceived", (event) => {
    const tracked = inFlight.get(event.requestId);
    if (!tracked) return;
    tracked.isScript = event.type === "Script" || /javascript/.test(event.response.mimeType);
    tracked.headerBytes = event.response.encodedDataLength;
    tracked.cached ||= event.response.fromDiskCache === true || event.response.fromPrefetchCache === true;
  });
  cdp.on("Network.loadingFinished", (event) => {
    lastActivity = Date.now();
    const tracked = inFlight.get(event.requestId);
    inFlight.delete(event.requestId);
    if (!tracked) return;
    const bodyBytes = tracked.cached ? 0 : Math.max(0, event.encodedDataLength - tracked.headerBytes);
    if (!tracked.cached) count.requests += 1;
    count.networkBytes += bodyBytes;
    if (!tracked.isScript) return;
    count.scripts += 1;
    count.scriptBytes += bodyBytes;
    count.scriptFiles.push({ path: new URL(tracked.url).pathname, bytes: bodyBytes });
  });
  cdp.on("Network.loadingFailed", (event) => {
    lastActivity = Date.now();
    inFlight.delete(event.requestId);
  });
  const whenIdle = () =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) {
          clearInterval(timer);
          resolve();
        } else if (Date.now() - started > longestLoadMs) {
          clearInterval(timer);
          reject(new Error(`the network was still busy after ${longestLoadMs / 1000} s`));
        }
      }, 100);
    });
  return { count, whenIdle };
}

/**
 * Opens `url` in a new page of `context` and counts what it fetched until the network is idle.
 * `ready` waits for the page to show what it is for (so a page that never renders fails).
 */
export async function countLoad(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<LoadCount> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const { count, whenIdle } = watchNetwork(cdp);
    await page.goto(url, { waitUntil: "load" });
    await ready(page);
    await whenIdle();
    return count;
  } finally {
    await page.close();
  }
}
