import { execSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { buildPrintDocument, type PrintDocument, type PrintInput } from "@cloudoc/documents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "./chromium";
import { createPdfRenderer, PdfUnavailableError } from "./renderer";

const chromiumPresent = Boolean(findChromium(process.env.CHROMIUM_PATH));

function documentInput(n: number): PrintInput {
  return {
    body: `<h2>Purpose</h2><p>Document ${n} for <span data-variable="company.name">Company name</span>.</p>`,
    header: "",
    footer: "",
    values: { "company.name": "Meadowbank Care Ltd" },
    control: { title: `Policy ${n}`, policyNumber: `TST-${n}`, version: "1", reviewDate: "22/11/2027" },
    orientation: n % 2 === 0 ? "landscape" : "potrait",
    colours: {},
    logoUrl: "",
    companyName: "Meadowbank Care Ltd",
  };
}
const documentFor = (n: number): PrintDocument => buildPrintDocument(documentInput(n));

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

describe.skipIf(!chromiumPresent)("a printed page", () => {
  let connections = 0;
  let requests = 0;
  let base = "";
  const server = createServer((_request, response) => {
    requests += 1;
    response.end();
  });
  // Connections count too: a WebSocket, or a connection opened ahead of a request.
  server.on("connection", () => {
    connections += 1;
  });
  const renderer = createPdfRenderer({
    chromiumPath: process.env.CHROMIUM_PATH,
    pages: 1,
    timeoutMs: 20_000,
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await renderer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("opens no connection at all for a document's page", async () => {
    const remote = `<img src="${base}/x.png"><iframe src="${base}/y"></iframe>`;
    const pdf = await renderer.render(
      buildPrintDocument({
        ...documentInput(1),
        body: `<p>Body</p>${remote}`,
        header: `<p>Head</p>${remote}`,
        footer: `<p>Foot</p>${remote}`,
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect([connections, requests]).toEqual([0, 0]);
  });

  it("reaches no server from the page, its header or its footer, whatever the HTML", async () => {
    const pdf = await renderer.render({
      html: `<html><head><link rel="stylesheet" href="${base}/a.css"><style>body{background:url(${base}/b.png)}</style></head><body><img src="${base}/c.png"><iframe src="${base}/d"></iframe><p>Text</p><script>new WebSocket("${base.replace("http", "ws")}/e");fetch("${base}/f")</script></body></html>`,
      headerTemplate: `<div><img src="${base}/header.png">Head</div>`,
      footerTemplate: `<div style="background:url(${base}/footer.png)"><img src="${base}/footer2.png">Foot</div>`,
      landscape: false,
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect([connections, requests]).toEqual([0, 0]);
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
