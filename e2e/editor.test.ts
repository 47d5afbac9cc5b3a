import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, screenshot, windowShot } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The document editor, end to end: the owner edits (variable from the panel, page break, table,
 * alignment) and saves a version; sees view mode with a missing value marked; opens the history
 * and a version; a colleague's save makes the next save answer 409 with the text kept; header
 * and footer with a variable; landscape; leaving with unsaved changes asks first; after a save
 * and a reload the editor shows exactly what it had (the HTML survives the sanitiser).
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const onePixelPng =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

describe("the document editor", () => {
  it("edits, saves versions, views, detects a concurrent save and keeps the HTML through a reload", async () => {
    const errors: string[] = [];
    const site = `http://meadowbank.localhost:${server.port}`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 950 }, locale: "en-GB" });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill("owner@meadowbank.local");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${site}/company/dashboard`);
    await page.waitForFunction(() => localStorage.getItem("token") !== null);
    await page.waitForLoadState("networkidle");
    const call = (path: string, body: object) =>
      page.evaluate(
        async ([p, b]) => {
          const token = JSON.parse(localStorage.getItem("token") ?? '""');
          const r = await fetch(`/api/${p}`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify(b),
          });
          return { status: r.status, body: await r.json() };
        },
        [path, body] as const,
      );
    const created = await call("user/createFile", { fileName: "Visiting policy", policyNumber: "CH-07" });
    const fileId = created.body.data._id as string;
    const html =
      '<h1>Visiting policy</h1><div class="document-control"><table><tbody><tr><th>Document</th><td><span data-variable="document.title">Document title</span></td></tr><tr><th>Organisation</th><td><span data-variable="company.name">Company name</span></td></tr><tr><th>Approved by</th><td><span data-variable="registered.manager">Registered manager</span></td></tr></tbody></table></div><h2>Purpose</h2><p><span data-variable="company.name">Company name</span> welcomes visitors. The registered manager, <span data-variable="registered.manager">Registered manager</span>, agrees visiting arrangements.</p><ul><li>Visitors sign in.</li><li>Visits are flexible.</li></ul>';
    await call("user/savecontent", { fileId, content: html, version: 1, notes: "Imported" });

    await page.evaluate((url) => {
      history.pushState({}, "", url);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/company/documents/editor?fileId=${fileId}`);
    await page.getByRole("textbox", { name: "Document text" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Document text" });
    await expectAccessible(page, "editor opened");
    // Type, insert a variable from the panel, a table and a page break.
    await editor.locator("p").last().click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Contact ");
    await page.getByRole("textbox", { name: "Search the variables" }).fill("company email");
    await page
      .getByRole("button", { name: /^Insert Company email/ })
      .first()
      .click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Page break" }).click();
    await page.getByRole("button", { name: "Table", exact: true }).click();
    await page.getByRole("menuitem", { name: /Insert a table/ }).waitFor();
    await expectAccessible(page, "editor's table menu");
    await page.getByRole("menuitem", { name: /Insert a table/ }).click();
    await page.keyboard.type("Day");
    await page.getByRole("button", { name: "Centre" }).click();
    await screenshot(page, "editor-01-edit-mode");
    await expectAccessible(page, "editor-01-edit-mode");

    // Save dialog.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("dialog", { name: "Save the document" }).waitFor();
    await page.getByLabel("Notes").fill("Added contact and visiting table");
    await windowShot(page, "editor-02-save-dialog");
    await expectAccessible(page, "editor-02-save-dialog");
    await page.getByRole("button", { name: /^Save version/ }).click();
    await page.getByText("All changes saved").waitFor();
    const savedView = await call("user/get-view-content", { fileId });
    const saved = savedView.body.response.content as string;
    expect(saved).toContain('<span data-variable="company.email">Company email</span>');
    expect(saved).toContain('<div class="page-break" data-type="page-break"></div>');
    expect(saved).toContain('<p style="text-align:center">Day</p>');

    // View mode with a missing marker.
    await page.getByText("View with your details").click();
    await page.locator("mark.variable-missing").first().waitFor();
    await screenshot(page, "editor-03-view-mode-missing");
    await expectAccessible(page, "editor-03-view-mode-missing");
    // The sheet reads like the PDF: A4's width at the zoom shown, and no label split mid-word.
    const sheet = await page.evaluate(() => {
      const article = document.querySelector("article[aria-label='Document with your details filled in']");
      if (!(article instanceof HTMLElement)) return undefined;
      const zoom = Number(article.style.getPropertyValue("--zoom"));
      const labels = [...article.querySelectorAll("th")].filter((th) => /^\w+$/.test(th.textContent ?? ""));
      // The lines a label's text is laid out on (the rectangles of its text, not of its boxes).
      const lines = labels.map((th) => {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
      return { width: article.getBoundingClientRect().width, zoom, lines };
    });
    expect(sheet?.zoom).toBeGreaterThanOrEqual(0.5);
    expect(sheet?.width).toBeCloseTo((210 / 25.4) * 96 * (sheet?.zoom ?? 0), 0);
    expect(sheet?.lines.length).toBeGreaterThan(0);
    expect(sheet?.lines.every((count) => count === 1)).toBe(true);
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => page.getByRole("group", { name: "Page zoom" }).textContent()).toMatch(/^\d+ %$/);
    await page.getByText("Edit", { exact: true }).click();

    // History.
    await page.getByRole("button", { name: "History" }).click();
    await page.getByText("Version 3").first().waitFor();
    await windowShot(page, "editor-04-history");
    await expectAccessible(page, "editor-04-history");
    await page.getByRole("button", { name: "View version 2" }).click();
    await page.getByRole("dialog", { name: /Version 2/ }).waitFor();
    await windowShot(page, "editor-05-version-view");
    await expectAccessible(page, "editor-05-version-view");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.waitForTimeout(400);

    // Someone else saves meanwhile: 409.
    const now = await call("user/get-view-content", { fileId });
    await call("user/savecontent", {
      fileId,
      content: now.body.response.content,
      version: now.body.response.version,
      notes: "Colleague edit",
    });
    await editor.locator("h1").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" (draft)");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: /^Save version/ }).click();
    await page.getByText("Someone else saved a newer version").waitFor();
    await windowShot(page, "editor-06-conflict");
    await expectAccessible(page, "editor-06-conflict");

    // Header and footer.
    await page.getByRole("button", { name: "Reload the latest version" }).click();
    await page.getByRole("button", { name: "Yes, load the latest" }).waitFor();
    await expectAccessible(page, "reload the latest version?");
    await page.getByRole("button", { name: "Yes, load the latest" }).click();
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("button", { name: "Header and footer" }).click();
    await page.getByRole("textbox", { name: "Header" }).click();
    await page.keyboard.type("Confidential: ");
    await page.getByRole("combobox", { name: "Insert a variable" }).fill("Company name");
    await page.getByRole("option", { name: "Company name" }).click();
    await windowShot(page, "editor-07-header-footer");
    await expectAccessible(page, "editor-07-header-footer");
    await page.getByRole("button", { name: "Save header and footer" }).click();
    await page.getByRole("dialog", { name: "Header and footer" }).waitFor({ state: "hidden" });
    await page.getByText("Landscape").click();
    await page.waitForTimeout(600);
    await windowShot(page, "editor-08-landscape");
    await expectAccessible(page, "editor-08-landscape");

    // A picture goes into the document itself: the server refuses images linked from elsewhere.
    await editor.locator("p").first().click();
    await page.getByRole("button", { name: "Image", exact: true }).click();
    const pictureDialog = page.getByRole("dialog", { name: "Insert an image" });
    await pictureDialog.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from(onePixelPng, "base64"),
    });
    await pictureDialog.getByLabel("Description for screen readers").fill("Our logo");
    await windowShot(page, "editor-08b-picture");
    await expectAccessible(page, "editor-08b-picture");
    await pictureDialog.getByRole("button", { name: "Insert image" }).click();
    const picture = editor.locator('img[alt="Our logo"]');
    await picture.waitFor();
    expect(await picture.getAttribute("src")).toMatch(/^data:image\/png;base64,/);

    // Leaving with unsaved changes asks first.
    await editor.locator("h1").click();
    await page.keyboard.type("x");
    await page.getByRole("link", { name: "Back to documents" }).click();
    await page.getByRole("dialog", { name: "Leave without saving?" }).waitFor();
    await windowShot(page, "editor-09-leave");
    await expectAccessible(page, "editor-09-leave");
    await page.getByRole("button", { name: "Keep editing" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: /^Save version/ }).click();
    await page.getByText("All changes saved").waitFor();
    // Reload round trip: what the editor shows after reloading equals what it had.
    const shown = await page.evaluate(() => document.querySelector(".ProseMirror")?.innerHTML ?? "");
    await page.reload({ waitUntil: "networkidle" });
    expect(page.url()).toBe(`${site}/company/documents/editor`);
    await editor.waitFor();
    await page.waitForTimeout(500);
    const reloaded = await page.evaluate(() => document.querySelector(".ProseMirror")?.innerHTML ?? "");
    // The chips' transient inline style and a deselected picture's empty class are the only DOM
    // differences ProseMirror may leave.
    const settled = (html: string) => html.replaceAll(' style=""', "").replaceAll(' class=""', "");
    expect(settled(reloaded)).toBe(settled(shown));

    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    await context.close();
  });
});
