import { messages, myFilePdfMaxBytes, myFilesMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { changeSettings } from "../billing/test-support";
import { docxPart, replyFileName } from "../exports/test-support";
import { png } from "../profile/test-files";
import { storedFiles } from "../subscriptions/tables";
import { myFiles } from "./tables";
import { type MyFilesFixture, myFilesFixture, pdfBytes, pdfPart } from "./test-support";

let t: TestApp;
let f: MyFilesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await myFilesFixture(t);
}, 120_000);
afterAll(() => t.close());

/** Opens a link answered by the server, with no session (as a browser tab would). */
const open = (url: string) => t.app.inject({ method: "GET", url, headers: { host: "localhost:3000" } });
const storedRow = async (fileId: string) => {
  const [row] = await f.db.select().from(myFiles).where(eq(myFiles.id, fileId));
  return row;
};

describe("editor files", () => {
  it("creates a file with sanitised header, inner and footer content, and opens it", async () => {
    const reply = await f.post("create/new/myfiles/file", {
      fileName: "Handover notes",
      headerContent: "<p>Header</p>",
      innerContent: "<p>Body</p><script>alert(1)</script>",
      footerContent: "<p>Footer</p>",
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.fileCreated,
      data: { fileName: "Handover notes", kind: "editor", version: 1, content: "<p>Body</p>", link: null },
    });
    const view = (await f.get("user/myfiles/view/file", { fileId: reply.json().data._id })).json().data;
    expect(view).toMatchObject({
      headerContent: "<p>Header</p>",
      innerContent: "<p>Body</p>",
      uId: f.a.owner.id,
    });
    expect(view.lastOpenedAt).not.toBeNull();
  });

  it("asks for a file name", async () => {
    const reply = await f.post("create/new/myfiles/file", { fileName: "" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.enterFileName);
  });

  it("saves new content, and answers 409 to a save from an older version", async () => {
    const file = await f.file("Saved file");
    const saved = await f.post("user/myfiles/save", {
      fileId: file._id,
      content: "<p>Second</p>",
      version: 1,
    });
    expect(saved.json()).toMatchObject({
      response: messages.documentSaved,
      data: { version: 2, innerContent: "<p>Second</p>", headerContent: "" },
    });
    const stale = await f.post("user/myfiles/save", { fileId: file._id, content: "<p>Lost</p>", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await storedRow(file._id))?.innerContent).toBe("<p>Second</p>");
    const header = await f.post("user/myfiles/save", { fileId: file._id, headerContent: "<p>Top</p>" });
    expect(header.json().data).toMatchObject({
      version: 3,
      headerContent: "<p>Top</p>",
      innerContent: "<p>Second</p>",
    });
  });

  it("copies a file under a new name (savefile/toDraft), and shows the details page", async () => {
    const folder = await f.folder("Drafts");
    const file = await f.file("Original");
    const reply = await f.post("user/savefile/toDraft", {
      fileName: "Copy of original",
      fileId: file._id,
      parentId: folder._id,
    });
    expect(reply.json()).toMatchObject({
      response: myFilesMessages.fileCopied,
      data: { fileName: "Copy of original", parentId: folder._id, version: 1 },
    });
    const details = (await f.get("user/get/myfiles/file", { fileId: reply.json().data._id })).json().data;
    expect(details).toMatchObject({ fileName: "Copy of original", sentCount: 0, lastSentAt: null });
    expect(details.root).toEqual([{ id: folder._id, folderName: "Drafts" }]);
  });

  it("lists the recent files, the one opened last first", async () => {
    const older = await f.file("Recent older");
    await f.file("Recent newer");
    await f.get("user/myfiles/view/file", { fileId: older._id });
    const recent = (await f.get("user/recent/myfiles")).json();
    expect(recent.list[0]).toMatchObject({ _id: older._id });
    expect(recent.list.length).toBeLessThanOrEqual(10);
  });

  it("gives a short-lived Word link to an editor file, and the link serves the DOCX", async () => {
    const file = await f.file("Word export");
    const reply = await f.post("user/myfile/pdf", { fileId: file._id, type: "word" });
    expect(reply.json()).toMatchObject({ status: 1, fileName: "Word export.docx" });
    const served = await open(reply.json().link);
    expect(served.statusCode).toBe(200);
    expect(replyFileName(served)).toBe("Word export.docx");
    expect(await docxPart(served.rawPayload, "word/document.xml")).toContain("Word export text");
    const forged = await open(`${reply.json().link}x`);
    expect(forged.statusCode).toBe(404);
  });
});

describe("PDF upload", () => {
  it("stores a PDF by its bytes, counts it against storage, and serves it as itself", async () => {
    const bytes = pdfBytes("Rota");
    const reply = await f.upload({ fileName: "June rota" }, [pdfPart(bytes)]);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: myFilesMessages.pdfUploaded,
      data: { fileName: "June rota.pdf", kind: "pdf", size: bytes.length },
    });
    const id = reply.json().data._id;
    const row = await storedRow(id);
    const [stored] = await f.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.storageKey, row?.storageKey ?? ""));
    expect(stored).toMatchObject({ kind: "myfile", bytes: bytes.length, companyId: f.a.company.id });

    const view = (await f.get("user/myfiles/view/file", { fileId: id })).json().data;
    const inline = await open(view.link.url);
    expect(inline.headers["content-disposition"]).toMatch(/^inline/);
    expect(inline.rawPayload.equals(bytes)).toBe(true);
    const link = (await f.post("user/myfile/pdf", { fileId: id })).json();
    expect((await open(link.link)).rawPayload.equals(bytes)).toBe(true);

    const asWord = await f.post("user/myfile/pdf", { fileId: id, type: "word" });
    expect(asWord.statusCode).toBe(400);
    expect(asWord.json().response).toBe(myFilesMessages.pdfAsWord);
    const edit = await f.post("user/myfiles/save", { fileId: id, content: "<p>x</p>" });
    expect(edit.statusCode).toBe(400);

    await f.post("user/myfiles/delete", { id });
    expect((await open(link.link)).statusCode).toBe(404);
    await f.post("user/myfiles/delete", { id, key: "permanent" });
    expect(
      await f.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.storageKey, row?.storageKey ?? "")),
    ).toEqual([]);
    expect(await f.app.platform.storage.exists(row?.storageKey ?? "")).toBe(false);
  });

  it("refuses a file that is not a PDF with 415, whatever its name", async () => {
    const renamed = await f.upload({}, [pdfPart(png(4, 4), "Photo.pdf")]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().response).toBe(myFilesMessages.pdfOnly);
    const none = await f.upload({ fileName: "Nothing" }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toBe(myFilesMessages.choosePdf);
  });

  it("refuses a PDF over the size limit, and one past the company's storage quota, with 413", async () => {
    const big = await f.upload({}, [pdfPart(pdfBytes("big", myFilePdfMaxBytes))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().response).toBe(myFilesMessages.pdfTooLarge);
    await changeSettings(t, { storageQuotaMb: 1 });
    try {
      const full = await f.upload({}, [pdfPart(pdfBytes("full", 1024 * 1024))]);
      expect(full.statusCode).toBe(413);
      const folder = await f.folder("Quota folder");
      await f.upload({ parentId: folder._id }, [pdfPart(pdfBytes("half", 600 * 1024))]);
      const copy = await f.post("user/myfile/folder/copy", {
        folderId: folder._id,
        selectedFolderId: "root",
      });
      expect(copy.statusCode).toBe(413);
    } finally {
      await changeSettings(t, { storageQuotaMb: 1024 });
    }
  });
});

describe("privacy", () => {
  it("answers 404 to another user's and another company's files", async () => {
    const file = await f.file("Private editor file");
    const pdf = (await f.upload({}, [pdfPart(pdfBytes("private"))])).json().data;
    for (const token of [f.tokens.staffA, f.tokens.ownerB]) {
      for (const id of [file._id, pdf._id]) {
        const calls = [
          f.get("user/get/myfiles/file", { fileId: id }, token),
          f.get("user/myfiles/view/file", { fileId: id }, token),
          f.get("user/myfiles/getFolderName", { id, type: "file" }, token),
          f.post("user/myfiles/save", { fileId: id, content: "<p>x</p>" }, token),
          f.post("user/savefile/toDraft", { fileName: "Mine now", fileId: id }, token),
          f.post("user/myfiles/rename/folder", { folderId: id, type: "file", folderName: "x" }, token),
          f.post("user/myfiles/move", { id: "root", fileId: id }, token),
          f.post("user/myfiles/delete", { id }, token),
          f.post("user/myfile/pdf", { fileId: id }, token),
          f.post("user/send/myfiles", { fileId: id, email: "a@b.test", subject: "s", message: "m" }, token),
        ];
        for (const reply of await Promise.all(calls)) expect(reply.statusCode, reply.body).toBe(404);
      }
      expect((await f.get("user/recent/myfiles", {}, token)).json().list).toEqual([]);
    }
    expect((await storedRow(file._id))?.name).toBe("Private editor file");
  });

  it("does not open a download link inside another company's session", async () => {
    const file = await f.file("Linked file");
    const { link } = (await f.post("user/myfile/pdf", { fileId: file._id, type: "word" })).json();
    const asB = await t.app.inject({
      method: "GET",
      url: link,
      headers: { host: "localhost:3000", authorization: `Bearer ${f.tokens.ownerB}` },
    });
    expect(asB.statusCode).toBe(404);
  });
});
