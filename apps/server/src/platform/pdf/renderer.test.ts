import { execSync } from "node:child_process";
import { buildPrintDocument, type PrintDocument } from "@cloudoc/documents";
import { afterAll, describe, expect, it } from "vitest";
import { findChromium } from "./chromium";
import { createPdfRenderer, PdfUnavailableError } from "./renderer";

const chromiumPresent = Boolean(findChromium(process.env.CHROMIUM_PATH));

function documentFor(n: number): PrintDocument {
  return buildPrintDocument({
    body: `<h2>Purpose</h2><p>Document ${n} for <span data-variable="company.name">Company name</span>.</p>`,
    header: "",
    footer: "",
    values: { "company.name": "Meadowbank Care Ltd" },
    control: { title: `Policy ${n}`, policyNumber: `TST-${n}`, version: "1", reviewDate: "22/11/2027" },
    orientation: n % 2 === 0 ? "landscape" : "potrait",
    colours: {},
    logoUrl: "",
    companyName: "Meadowbank Care Ltd",
  });
}

describe.skipIf(!chromiumPresent)("the PDF renderer", () => {
  const renderer = createPdfRenderer({
    chromiumPath: process.env.CHROMIUM_PATH,
    pages: 2,
    timeoutMs: 20_000,
  });
  afterAll(() => renderer.close());

  it("prints PDFs, more at once than it has pages", async () => {
    const pdfs = await Promise.all([1, 2, 3, 4, 5].map((n) => renderer.render(documentFor(n))));
    for (const pdf of pdfs) {
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(1000);
    }
    expect(renderer.status()).toMatchObject({ ok: true });
  });
});

describe.skipIf(!chromiumPresent)("a browser that dies", () => {
  it("is started again for the next document", async () => {
    const renderer = createPdfRenderer({
      chromiumPath: process.env.CHROMIUM_PATH,
      pages: 1,
      timeoutMs: 20_000,
    });
    try {
      await renderer.render(documentFor(1));
      const browsers = execSync(`pgrep -P ${process.pid} -f chromium || true`)
        .toString()
        .trim()
        .split("\n")
        .filter(Boolean);
      expect(browsers.length).toBeGreaterThan(0);
      let killed = 0;
      for (const pid of browsers) {
        try {
          process.kill(Number(pid), "SIGKILL");
          killed += 1;
        } catch {
          // The shell that ran pgrep matches too, and has already gone.
        }
      }
      expect(killed).toBeGreaterThan(0);

      await new Promise((resolve) => setTimeout(resolve, 300));
      const pdf = await renderer.render(documentFor(2));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    } finally {
      await renderer.close();
    }
  });
});

describe("a Chromium that cannot run", () => {
  it("fails with the renderer's error, and says why in its status", async () => {
    const renderer = createPdfRenderer({ chromiumPath: "/bin/false", pages: 1, timeoutMs: 10_000 });
    await expect(renderer.render(documentFor(1))).rejects.toBeInstanceOf(PdfUnavailableError);
    expect(renderer.status()).toEqual({
      ok: false,
      detail: expect.stringContaining("Chromium at /bin/false cannot run"),
    });
    await renderer.close();
  });
});
