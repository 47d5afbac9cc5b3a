/**
 * When the page has finished loading. The live connection (socket.io client, 12 KB, and its
 * handshake) shows nothing on a page's first view, so on a slow line it waits for this rather
 * than compete with the page's own code, data and images.
 */

/** What the page is doing at one moment. */
export interface PageReading {
  /** Still loading: the document, a screen's code or data, or an image near the view. */
  busy: boolean;
  /** How many files the page has loaded so far. */
  files: number;
}

/** How long the page must have been quiet to count as settled. */
export const settledForMs = 3000;
/** A page that never goes quiet (an export being followed by polling) settles after this anyway. */
export const settledAtTheLatestMs = 15_000;
const checkEveryMs = 250;

/**
 * Answers, for each reading of the page, whether it has now settled: nothing busy and no new file
 * for `quietForMs`, or `latestMs` since it started whatever it is doing.
 */
export function settleClock(startedAt: number, quietForMs = settledForMs, latestMs = settledAtTheLatestMs) {
  let quietSince = startedAt;
  let files: number | undefined;
  return ({ busy, files: nowFiles }: PageReading, now: number): boolean => {
    if (now - startedAt >= latestMs) return true;
    if (busy || nowFiles !== files) {
      files = nowFiles;
      quietSince = now;
      return false;
    }
    return now - quietSince >= quietForMs;
  };
}

/** Whether a lazy image is near enough to the view to be downloading. */
const nearView = (image: HTMLImageElement) => {
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight * 2;
};

/** An image the page is still downloading (a lazy one far down waits for the visitor instead). */
const imageLoading = () =>
  Array.from(document.images).some(
    (image) => !image.complete && (image.loading !== "lazy" || nearView(image)),
  );

let settle: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Resolves once the page has settled (see watchForSettledPage); at once after that. */
export function whenPageSettled(): Promise<void> {
  return settled;
}

/** Reads the page every 250 ms until it has settled; `busy` says a screen's code or data is loading. */
export function watchForSettledPage(busy: () => boolean): void {
  const settledNow = settleClock(Date.now());
  const timer = window.setInterval(() => {
    const reading = {
      busy: document.readyState !== "complete" || busy() || imageLoading(),
      files: performance.getEntriesByType("resource").length,
    };
    if (!settledNow(reading, Date.now())) return;
    window.clearInterval(timer);
    settle();
  }, checkEveryMs);
}
