import type { PrintDocument } from "@cloudoc/documents";
import { type Browser, chromium, type Page } from "playwright-core";
import { describeError, type PartStatus } from "../status";
import { chromiumArgs, findChromium } from "./chromium";

export interface PdfRendererOptions {
  chromiumPath: string | undefined;
  /** Pages kept open and reused; also the most documents printed at once. */
  pages?: number;
  /** Longest one document may take before it is abandoned. */
  timeoutMs?: number;
}

/** Prints HTML to PDF in a warm headless Chromium (DESIGN §7). */
export interface PdfRenderer {
  render(document: PrintDocument): Promise<Buffer>;
  status(): PartStatus;
  close(): Promise<void>;
}

export class PdfUnavailableError extends Error {}

/**
 * The printing browser resolves no host name or address at all: aborting requests (openPage)
 * still lets Chromium open a connection ahead of a frame's request; this stops even that.
 */
const unresolvable = "--host-resolver-rules=MAP * ~NOTFOUND";

/**
 * One browser, launched on first use and relaunched if it dies; a few pages reused; callers
 * beyond the pool size wait their turn, so memory stays bounded however many ask at once.
 */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  // Two pages: on 2 cores a third adds no speed, and each page costs two renderer processes
  // (the page and its header/footer), about 100 MB (measured in bench/exports.bench.ts).
  const size = options.pages ?? 2;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let browser: Promise<Browser> | undefined;
  const idle: Page[] = [];
  const waiting: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];

  let open = 0;
  let lastError: string | undefined;
  let closed = false;

  function launch(): Promise<Browser> {
    const executablePath = findChromium(options.chromiumPath);
    if (!executablePath) {
      lastError = "Chromium not found: set CHROMIUM_PATH or install Debian's chromium package";
      return Promise.reject(new PdfUnavailableError(lastError));
    }
    const launching = chromium
      .launch({ executablePath, args: [...chromiumArgs, unresolvable], headless: true })
      .then((started) => {
        started.on("disconnected", () => {
          // Forget the dead browser and its pages; the next render starts a new one.
          if (browser === launching) browser = undefined;
          idle.length = 0;
          open = 0;
        });
        lastError = undefined;
        return started;
      });
    launching.catch((error: unknown) => {
      lastError = describeError(error);
      if (browser === launching) browser = undefined;
    });
    return launching;
  }

  async function acquire(): Promise<Page> {
    if (closed) throw new PdfUnavailableError("the PDF renderer is closed");
    const ready = idle.pop();
    if (ready && !ready.isClosed()) return ready;
    if (open < size) {
      open += 1;
      try {
        browser ??= launch();
        return await openPage(await browser);
      } catch (error) {
        open -= 1;
        throw error instanceof PdfUnavailableError ? error : new PdfUnavailableError(describeError(error));
      }
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release(page: Page, healthy: boolean) {
    if (!healthy || page.isClosed()) {
      open = Math.max(0, open - 1);
      void page.close().catch(() => undefined);
      const next = waiting.shift();
      if (next) acquire().then(next.resolve, next.reject);
      return;
    }
    const next = waiting.shift();
    if (next) next.resolve(page);
    else idle.push(page);
  }

  async function print(page: Page, document: PrintDocument): Promise<Buffer> {
    await page.setContent(document.html, { waitUntil: "load", timeout: timeoutMs });
    return page.pdf({
      format: "A4",
      landscape: document.landscape,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: document.headerTemplate,
      footerTemplate: document.footerTemplate,
      margin: { top: "28mm", bottom: "22mm", left: "18mm", right: "18mm" },
    });
  }

  return {
    async render(document) {
      const page = await acquire();
      let healthy = true;
      try {
        return await withTimeout(print(page, document), timeoutMs);
      } catch (error) {
        healthy = false;
        throw error instanceof PdfUnavailableError ? error : new PdfUnavailableError(describeError(error));
      } finally {
        release(page, healthy);
      }
    },
    status() {
      const executable = findChromium(options.chromiumPath);
      if (!executable)
        return {
          ok: false,
          detail: "Chromium not found: set CHROMIUM_PATH or install Debian's chromium package",
        };
      if (lastError) return { ok: false, detail: `Chromium at ${executable} cannot run: ${lastError}` };
      return {
        ok: true,
        detail: `Chromium at ${executable}${browser ? ", running" : ", starts on first export"}`,
      };
    },
    async close() {
      closed = true;
      const running = browser;
      browser = undefined;
      if (running) await (await running.catch(() => undefined))?.close();
    },
  };
}

/**
 * A page that loads nothing from the network: documents carry their images inline (data: URLs),
 * and a URL a document names is never fetched by the server (no request forgery through exports).
 * Every request but data: and about: is aborted, and scripts are off (a printed document needs
 * none, and a WebSocket a script opened would pass the request route).
 */
async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.route(/^(?!data:|about:)/, (route) => route.abort());
  return page;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfUnavailableError(`printing took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
