import type { Editor } from "@tiptap/core";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "./support/axe";
import { launchBrowser, windowShot } from "./support/browser";
import { focused, pressUntil } from "./support/keyboard";
import { type RunningServer, startServer } from "./support/server";

/**
 * The editor and the menus with the keyboard only (issue 19): the owner signs in (with the mouse:
 * not the subject here) and opens a document; from then on every step is a key press. The
 * formatting toolbar is one Tab stop with the arrow keys inside it; dialogs take the focus, keep
 * Tab inside and give the focus back to their opener on Escape; menus open on Enter, move on the
 * arrow keys and close on Escape back to their button. Every focused element shows a focus ring.
 */

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 950 }, locale: "en-GB" });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
});
afterEach(async (test) => {
  if (test.task.result?.state === "fail")
    await windowShot(page, `keyboard-failed-${test.task.name.split(".")[0]}`);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const site = () => `http://meadowbank.localhost:${server.port}`;
const text = () => page.getByRole("textbox", { name: "Document text" });
const toolbar = () => page.getByRole("toolbar", { name: "Formatting" });
const documentHtml = () => text().evaluate((element) => element.innerHTML);
/** The text the editor has selected, read from the editor TipTap hangs on its element. */
const editorSelection = () =>
  text().evaluate((element) => {
    const { state } = (element as HTMLElement & { editor: Editor }).editor;
    return state.doc.textBetween(state.selection.from, state.selection.to);
  });

/** Moves along the toolbar with the right arrow to the control named `name`. */
async function arrowTo(name: string) {
  expect((await focused(page)).within).toBe("toolbar");
  await pressUntil(page, "ArrowRight", new RegExp(`^${name}$`), 40);
}

/** From the document text, back to the toolbar: Shift+Tab past the zoom buttons. */
async function backToToolbar() {
  for (let count = 0; count < 6 && (await focused(page)).within !== "toolbar"; count += 1) {
    await page.keyboard.press("Shift+Tab");
  }
  expect((await focused(page)).within).toBe("toolbar");
}

/** Enter on the focused control opens `overlay`, and the focus moves into it. */
async function openWithEnter(overlay: Locator, role: "dialog" | "menu") {
  await page.keyboard.press("Enter");
  await overlay.waitFor();
  await expect.poll(async () => (await focused(page)).within).toBe(role);
}

/** Tab and Shift+Tab, `presses` times each, stay inside the open dialog, every stop ringed. */
async function expectTrapped(presses: number) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let count = 0; count < presses; count += 1) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.within, `${key} ${count + 1} left the dialog for ${now.name}`).toBe("dialog");
      expect(now.ring, `${now.name} shows no focus ring`).toBe(true);
    }
  }
}

/** Escape closes `overlay` (a dialog or menu) and the focus is back on the control named `opener`. */
async function escapeBackTo(opener: string, overlay: Locator) {
  await page.keyboard.press("Escape");
  await overlay.waitFor({ state: "detached" });
  await expectFocusOn(opener);
}

/**
 * The focus comes to rest on the control named `name`, ringed. Mantine hands the focus back once
 * the closing transition has run, a moment after the overlay has left the page.
 */
async function expectFocusOn(name: string) {
  await expect.poll(() => focused(page)).toMatchObject({ name, ring: true });
}

describe("the keyboard only", () => {
  it("1. the toolbar is one Tab stop; the arrow keys, Home and End move along it", async () => {
    await page.goto(`${server.baseUrl}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill("owner@meadowbank.local");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Demo-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${site()}/company/dashboard`);
    await page.waitForFunction(() => localStorage.getItem("token") !== null);
    await page.waitForLoadState("networkidle");
    const fileId = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("token") ?? '""');
      const reply = await fetch("/api/user/createFile", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ fileName: "Visiting hours", policyNumber: "KB-01" }),
      });
      return ((await reply.json()) as { data: { _id: string } }).data._id;
    });
    // Within the app (an address with a query string typed from outside goes home, spec 000 §2).
    await page.evaluate((url) => {
      history.pushState({}, "", url);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/company/documents/editor?fileId=${fileId}`);
    await text().waitFor();

    // From the top of the page to the toolbar: every stop on the way shows its focus ring.
    expect(await pressUntil(page, "Tab", /^Text style$/)).toEqual([]);
    expect((await focused(page)).within).toBe("toolbar");
    const stops = toolbar().locator('[tabindex="0"]');
    await expect(stops.count()).resolves.toBe(1);

    // Every enabled control, in order, by the right arrow; it wraps round to the first.
    const controls = await toolbar()
      .locator("button:not(:disabled), select")
      .evaluateAll((list) => list.map((c) => c.getAttribute("aria-label") ?? ""));
    const visited: string[] = [];
    for (let count = 0; count < controls.length; count += 1) {
      const now = await focused(page);
      expect(now.ring, `${now.name} shows no focus ring`).toBe(true);
      visited.push(now.name);
      await page.keyboard.press("ArrowRight");
    }
    expect(visited).toEqual(controls);
    expect((await focused(page)).name).toBe(controls[0]);
    await page.keyboard.press("End");
    expect((await focused(page)).name).toBe(controls.at(-1));
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowLeft");
    expect((await focused(page)).name).toBe(controls.at(-1));

    // Out with Shift+Tab and back with Tab: to the control used last, not the first.
    await page.keyboard.press("Home");
    await arrowTo("Italic");
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).within).not.toBe("toolbar");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Italic");
    await page.keyboard.press("Tab");
    expect((await focused(page)).within).not.toBe("toolbar");
  });

  it("2. formats the words typed with Space on a toolbar button", async () => {
    await pressUntil(page, "Tab", /^Document text$/);
    await page.keyboard.press("Control+End");
    await page.keyboard.type("Visitors are welcome every day.");
    await expect.poll(documentHtml).toContain("every day.");
    await page.keyboard.press("Shift+Home");
    // The editor's own selection (it follows the page's a moment later), not only the page's.
    await expect.poll(editorSelection).toBe("Visitors are welcome every day.");
    await backToToolbar();
    await page.keyboard.press("Home");
    await arrowTo("Bold");
    await page.keyboard.press("Space");
    await expect.poll(documentHtml).toContain("<strong>Visitors are welcome every day.</strong>");
    await expect(toolbar().getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    // A formatting command hands the focus back to the text, as a word processor does.
    expect((await focused(page)).name).toBe("Document text");
  });

  it("3. the link and image dialogs take the focus, keep it, and give it back on Escape", async () => {
    await backToToolbar();
    expect((await focused(page)).name).toBe("Bold");
    await arrowTo("Link");
    await openWithEnter(page.getByRole("dialog", { name: "Add a link" }), "dialog");
    await expect
      .poll(() => focused(page))
      .toMatchObject({ name: "Link address", within: "dialog", ring: true });
    await expectAccessible(page, "link dialog");
    await windowShot(page, "keyboard-link-dialog");
    await expectTrapped(4);
    await escapeBackTo("Link", page.getByRole("dialog", { name: "Add a link" }));

    await openWithEnter(page.getByRole("dialog", { name: "Add a link" }), "dialog");
    await page.keyboard.type("https://example.org/visiting");
    await page.keyboard.press("Enter");
    await expect.poll(documentHtml).toContain('href="https://example.org/visiting"');

    await backToToolbar();
    await arrowTo("Image");
    await openWithEnter(page.getByRole("dialog", { name: "Insert an image" }), "dialog");
    await expectTrapped(4);
    await escapeBackTo("Image", page.getByRole("dialog", { name: "Insert an image" }));
  });

  it("4. the table menu opens on Enter, moves on the arrows, closes on Escape, and inserts a table", async () => {
    await arrowTo("Table");
    await openWithEnter(page.getByRole("menu"), "menu");
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: "Insert a table (3 × 3)",
        role: "menuitem",
        ring: true,
      });
    await windowShot(page, "keyboard-table-menu");
    await expectAccessible(page, "table menu by keyboard");
    await escapeBackTo("Table", page.getByRole("menu"));

    await openWithEnter(page.getByRole("menu"), "menu");
    await page.keyboard.press("Enter");
    await expect.poll(() => text().locator("table tr").count()).toBe(3);

    // In the table now: its row commands are enabled, and the arrows reach them.
    await backToToolbar();
    await arrowTo("Table");
    await openWithEnter(page.getByRole("menu"), "menu");
    await pressUntil(page, "ArrowDown", /^Add a row below$/, 10);
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => text().locator("table tr").count()).toBe(4);
  });

  it("5. the save dialog saves a version; the history drawer and a version's view open and close", async () => {
    await backToToolbar();
    await pressUntil(page, "Shift+Tab", /^Save$/, 20);
    await openWithEnter(page.getByRole("dialog", { name: "Save the document" }), "dialog");
    await expect.poll(() => focused(page)).toMatchObject({ name: "Notes", within: "dialog", ring: true });
    await expectTrapped(3);
    await escapeBackTo("Save", page.getByRole("dialog", { name: "Save the document" }));
    await openWithEnter(page.getByRole("dialog", { name: "Save the document" }), "dialog");
    await page.keyboard.type("Visiting hours and a table, by keyboard");
    await pressUntil(page, "Tab", /^Save version/, 12);
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();

    // The version history: a drawer, with each version's view a dialog over it.
    await pressUntil(page, "Shift+Tab", /^History$/, 6);
    await openWithEnter(page.getByRole("dialog", { name: "Version history" }), "dialog");
    await pressUntil(page, "Tab", /^View version 1$/, 12);
    await openWithEnter(page.getByRole("dialog", { name: /^Version 1/ }), "dialog");
    await expectAccessible(page, "a version over the history, by keyboard");
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: /^Version 1/ }).waitFor({ state: "detached" });
    await expectFocusOn("View version 1");
    await escapeBackTo("History", page.getByRole("dialog", { name: "Version history" }));
  });

  it("6. the header's account menu and a document's row menu, by keyboard", async () => {
    await pressUntil(page, "Shift+Tab", /profile menu/, 40);
    const opener = (await focused(page)).name;
    await openWithEnter(page.getByRole("menu"), "menu");
    await expect.poll(() => focused(page)).toMatchObject({ role: "menuitem", ring: true });
    const first = await focused(page);
    await page.keyboard.press("ArrowDown");
    const second = await focused(page);
    expect(second).toMatchObject({ role: "menuitem", ring: true });
    expect(second.name).not.toBe(first.name);
    await windowShot(page, "keyboard-account-menu");
    await escapeBackTo(opener, page.getByRole("menu"));

    await pressUntil(page, "Tab", /^Back to documents$/, 40);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${site()}/company/documents`);
    await page.getByRole("button", { name: "Actions for Visiting hours" }).waitFor();
    const unringed = await pressUntil(page, "Tab", /^Actions for Visiting hours$/, 80);
    expect(unringed).toEqual([]);
    const row = (await focused(page)).name;
    await openWithEnter(page.getByRole("menu"), "menu");
    await expect.poll(() => focused(page)).toMatchObject({ name: "Open", role: "menuitem", ring: true });
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focused(page)).toMatchObject({ role: "menuitem", ring: true });
    await windowShot(page, "keyboard-row-menu");
    await escapeBackTo(row, page.getByRole("menu"));
  });

  it("7. exports a document from the keyboard and reaches the header's Exports popover", async () => {
    // A library document, found by typing in the search box; its values are not all filled in.
    await pressUntil(page, "Shift+Tab", /^Search documents$/, 40);
    await page.keyboard.type("Safeguarding Adults");
    await page.getByRole("checkbox", { name: "Select Safeguarding Adults" }).waitFor();
    await pressUntil(page, "Tab", /^Select Safeguarding Adults$/, 40);
    await page.keyboard.press("Space");
    await pressUntil(page, "Shift+Tab", /^Export 1 selected$/, 40);
    await openWithEnter(page.getByRole("menu"), "menu");
    await pressUntil(page, "ArrowDown", /^PDF files$/, 6);
    await page.keyboard.press("Enter");
    // The missing-values dialog opens on its "Export anyway".
    await page.getByRole("dialog", { name: "Some details are missing" }).waitFor();
    await expect
      .poll(() => focused(page))
      .toMatchObject({ name: "Export anyway", within: "dialog", ring: true });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Download", exact: true }).waitFor({ timeout: 60_000 });

    // The popover takes the focus (its Download is in reach), and Escape gives it back.
    await pressUntil(page, "Shift+Tab", /^Exports/, 80);
    const opener = (await focused(page)).name;
    await openWithEnter(page.getByRole("dialog", { name: "Exports of the last 24 hours" }), "dialog");
    await expect.poll(() => focused(page)).toMatchObject({ within: "dialog", ring: true });
    await windowShot(page, "keyboard-exports-popover");
    await expectAccessible(page, "exports popover by keyboard");
    await escapeBackTo(opener, page.getByRole("dialog", { name: "Exports of the last 24 hours" }));
    expect(errors).toEqual([]);
  });
});
