import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { addProPackage, openInApp, signInAsOwner } from "./support/company";
import { outboxFiles } from "./support/outbox";
import { type RunningServer, startServer } from "./support/server";

/**
 * My Files and e-signature end to end (issue 16):
 * 1. the demo owner adds the Pro package (DocuSign) to the demo subscription, paying by test card;
 * 2. uploads a PDF to My Documents and sends it for signature to two signers, in order;
 * 3. each signer opens the link from the outbox (no account; the second on a phone), draws a
 *    signature and signs;
 * 4. the owner sees the request completed and downloads the sealed PDF;
 * 5. the verify page accepts that PDF, and refuses it with one byte changed.
 * Screenshots: e2e/artifacts/signing-*.png.
 */

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let owner: Page;
const errors: string[] = [];
const title = "Tenancy agreement";
const signers = [
  { name: "Ann Lee", email: "ann.lee@example.test" },
  { name: "Bo Diaz", email: "bo.diaz@example.test" },
];
let work = "";
let signedPdf = "";

const site = (pathname: string) => `http://meadowbank.localhost:${server.port}${pathname}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: "en-GB",
    acceptDownloads: true,
  });
  owner = await ownerContext.newPage();
  owner.on("pageerror", (error) => errors.push(error.message));
  work = await mkdtemp(path.join(tmpdir(), "signing-"));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail")
    await windowShot(owner, `signing-failed-${test.task.name.split(".")[0]}`);
});
afterAll(async () => {
  await ownerContext?.close();
  await browser?.close();
  await server?.stop();
});

/** The signing link e-mailed to `to`, once it is in the outbox (quoted-printable undone). */
async function signingLink(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of (await outboxFiles(server.dataDir)).reverse()) {
      const text = (await readFile(path.join(server.dataDir, "outbox", file), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(`To: ${to}`) && !text.includes(`<${to}>`)) continue;
      const link = text.match(/https?:\/\/[^\s"<>]+\/document\/sign\?token=[A-Za-z0-9_-]{43}/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no signing link e-mailed to ${to}`);
}

/** Draws a short signature stroke across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 18, y + (step % 2 === 0 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}

async function samplePdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 760, size: 24, font });
  page.drawText("Room 4, Meadowbank Care Home. Both parties sign below.", { x: 60, y: 720, size: 12, font });
  const file = path.join(work, "tenancy.pdf");
  await writeFile(file, await doc.save());
  return file;
}

describe("My Files and e-signature", () => {
  it("1. the owner adds the Pro package, which opens DocuSign", async () => {
    await signInAsOwner(owner, server.baseUrl, site("/company/dashboard"));
    await addProPackage(owner, site("/company/subscriptions"));
    await owner.getByRole("link", { name: "DocuSign" }).waitFor({ timeout: 20_000 });
  });

  it("2. uploads a PDF to My Documents and sends it to two signers, in order", async () => {
    await owner.getByRole("link", { name: "My Documents" }).click();
    await owner.getByRole("heading", { name: "My Documents", level: 1 }).waitFor();
    await owner.getByRole("button", { name: "Upload PDF" }).click();
    const upload = owner.getByRole("dialog", { name: /^Upload a PDF/ });
    await upload.locator('input[type="file"]').setInputFiles(await samplePdf());
    await upload.getByLabel("File name").fill(title);
    await expectAccessible(owner, "upload a PDF dialog");
    await upload.getByRole("button", { name: "Upload" }).click();
    await upload.waitFor({ state: "detached" });
    await owner.getByRole("button", { name: `Open ${title}` }).waitFor();
    await screenshot(owner, "signing-my-documents");
    await expectAccessible(owner, "signing-my-documents");

    await owner.getByRole("button", { name: `Actions for ${title}` }).click();
    await owner.getByRole("menuitem", { name: "Send for signature" }).waitFor();
    await expectAccessible(owner, "a file's row menu");
    await owner.getByRole("menuitem", { name: "Send for signature" }).click();
    const send = owner.getByRole("dialog", { name: "Send for signature" });
    await send.getByLabel("Signer 1: name").fill(signers[0]?.name ?? "");
    await send.getByLabel("Signer 1: email").fill(signers[0]?.email ?? "");
    await send.getByRole("button", { name: "Add a signer" }).click();
    await send.getByLabel("Signer 2: name").fill(signers[1]?.name ?? "");
    await send.getByLabel("Signer 2: email").fill(signers[1]?.email ?? "");
    await send.getByLabel("Message to the signers").fill("Please sign the tenancy agreement for room 4.");
    await windowShot(owner, "signing-send-dialog");
    await expectAccessible(owner, "signing-send-dialog");
    await send.getByRole("button", { name: "Send for signature" }).click();
    await owner.getByText("Your document has been sent for signature.").first().waitFor();
  });

  it("3. each signer opens the emailed link, draws a signature and signs", async () => {
    for (const [n, signer] of signers.entries()) {
      const link = await signingLink(signer.email);
      const phone = n === 1;
      const context = await browser.newContext(
        phone
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-GB" }
          : { viewport: { width: 1366, height: 900 }, locale: "en-GB" },
      );
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      // The link names the production host (https, no port); its path and token are what count here.
      const { pathname, search } = new URL(link);
      await page.goto(`${server.baseUrl}${pathname}${search}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      await page.getByRole("heading", { name: `Sign as ${signer.name}` }).waitFor();
      expect(await page.evaluate(() => window.location.search)).toBe("");
      if (phone) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await drawSignature(page);
      await page.getByLabel("I agree to sign this document electronically").check();
      await screenshot(page, `signing-signer-${n + 1}${phone ? "-phone" : ""}`);
      await expectAccessible(page, `signing-signer-${n + 1}${phone ? "-phone" : ""}`);
      await page.getByRole("button", { name: "Sign document" }).click();
      // The last signature seals the PDF (and, on a fresh server, makes the platform certificate).
      await page.waitForURL((url) => url.pathname === "/document/sign/success", { timeout: 60_000 });
      await page.getByRole("heading", { name: "Document signed" }).waitFor();
      await screenshot(page, `signing-signed-${n + 1}`);
      await expectAccessible(page, `signing-signed-${n + 1}`);
      await context.close();
    }
  });

  it("4. the owner sees the request completed and downloads the sealed PDF", async () => {
    await openInApp(owner, "/company/myfiles");
    await owner.getByRole("heading", { name: "DocuSign", level: 1 }).waitFor();
    await owner.getByRole("tab", { name: "Signature requests", selected: true }).waitFor();
    await expectAccessible(owner, "signature requests");
    await owner.getByRole("button", { name: `View the signature request for ${title}` }).click();
    const drawer = owner.getByRole("dialog", { name: "Signature request" });
    await drawer.getByText("Completed", { exact: true }).first().waitFor({ timeout: 30_000 });
    await drawer.getByText("2 of 2 signed").waitFor();
    await windowShot(owner, "signing-request-completed");
    await expectAccessible(owner, "signing-request-completed");
    const download = owner.waitForEvent("download");
    await drawer.getByRole("button", { name: "Download signed PDF" }).click();
    signedPdf = path.join(work, "signed.pdf");
    await (await download).saveAs(signedPdf);
    expect((await readFile(signedPdf)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("5. the verify page accepts the signed PDF and refuses a changed copy", async () => {
    const page = await ownerContext.newPage();
    await page.goto(`${server.baseUrl}/document/verify`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Check a signed document" }).waitFor();
    await expectAccessible(page, "verify a signed document");
    await page.locator('input[type="file"]').setInputFiles(signedPdf);
    await page.getByRole("button", { name: "Check the PDF" }).click();
    await page.getByText("Verified", { exact: true }).waitFor({ timeout: 20_000 });
    for (const signer of signers)
      await page.getByText(`Signed by ${signer.name}`, { exact: false }).waitFor();
    await screenshot(page, "signing-verified");
    await expectAccessible(page, "signing-verified");

    const bytes = await readFile(signedPdf);
    // One byte of the binary comment under the header: inside the signed byte range, yet still a PDF.
    bytes[11] = (bytes[11] ?? 0) ^ 0x01;
    const altered = path.join(work, "altered.pdf");
    await writeFile(altered, bytes);
    await page.locator('input[type="file"]').setInputFiles(altered);
    await page.getByRole("button", { name: "Check the PDF" }).click();
    await page.getByText("Not verified", { exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(page, "signing-not-verified");
    await expectAccessible(page, "signing-not-verified");
    await page.close();
    expect(errors).toEqual([]);
  });
});
