import { messages, myFileAttachmentMaxBytes, myFilesMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { lastEmailTo } from "../../testing/outbox";
import { decodedMail } from "../employees/test-support";
import { type MyFilesFixture, myFilesFixture, pdfBytes, pdfPart } from "./test-support";

let t: TestApp;
let f: MyFilesFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await myFilesFixture(t);
}, 120_000);
afterAll(() => t.close());

const share = (payload: object, token = f.tokens.ownerA) =>
  f.post("user/send/myfiles", { subject: "The rota", message: "Here is the rota.", ...payload }, token);
/** The share link of an email: the address after "Open the file: ". */
const linkIn = (email: string) => {
  const match = decodedMail(email).match(/Open the file: (\S+)/);
  if (!match?.[1]) throw new Error("no link in the email");
  return new URL(match[1]);
};

describe("sharing a file by email", () => {
  it("attaches the file and records the send", async () => {
    const pdf = (await f.upload({ fileName: "Attached rota" }, [pdfPart(pdfBytes("attached"))])).json().data;
    const reply = await share({ fileId: pdf._id, email: "manager@example.test" });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: myFilesMessages.fileSent,
      data: { fileId: pdf._id, fileName: "Attached rota.pdf", delivery: "attachment", linkExpiresAt: null },
    });
    const email = await lastEmailTo(t.dataDir, "manager@example.test");
    expect(email).toContain("Subject: The rota");
    expect(email).toContain("Here is the rota.");
    expect(email).toContain('filename="Attached rota.pdf"');
    const details = (await f.get("user/get/myfiles/file", { fileId: pdf._id })).json().data;
    expect(details.sentCount).toBe(1);
  });

  it("sends a signed link that works without a session until the file leaves", async () => {
    const file = await f.file("Linked notes");
    const reply = await share({
      fileId: file._id,
      email: "auditor@example.test",
      delivery: "link",
      type: "word",
    });
    expect(reply.json().data).toMatchObject({
      delivery: "link",
      format: "word",
      fileName: "Linked notes.docx",
    });
    const expires = new Date(reply.json().data.linkExpiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    const link = linkIn(await lastEmailTo(t.dataDir, "auditor@example.test"));
    expect(link.host).toBe(`${f.a.company.subdomain}.localhost:3000`);
    const opened = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toContain("wordprocessingml");
    await f.post("user/myfiles/delete", { id: file._id });
    expect((await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` })).statusCode).toBe(
      404,
    );
  });

  it("sends a PDF too large to attach as a link", async () => {
    const big = pdfBytes("big", myFileAttachmentMaxBytes + 1);
    const pdf = (await f.upload({}, [pdfPart(big)])).json().data;
    const reply = await share({ fileId: pdf._id, email: "big@example.test" });
    expect(reply.json().data.delivery).toBe("link");
    expect(await lastEmailTo(t.dataDir, "big@example.test")).toContain("Open the file:");
  });

  it("asks for the email, subject and message", async () => {
    const file = await f.file("Unsent");
    for (const missing of ["email", "subject", "message"]) {
      const reply = await share({ fileId: file._id, email: "x@example.test", [missing]: "" });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().response).toBe(messages.fillRequiredFields);
    }
  });
});

describe("the sent-file list", () => {
  it("lists the caller's sends newest first with totalCount, paged by skip and limit", async () => {
    const file = await f.file("Sent often");
    const others = await share({ fileId: file._id, email: "not-sent@example.test" }, f.tokens.staffA);
    expect(others.statusCode).toBe(404);
    const own = await f.file("Staff file", undefined, f.tokens.staffA);
    for (const n of [1, 2, 3])
      await share({ fileId: own._id, email: `staff${n}@example.test` }, f.tokens.staffA);
    const page = (await f.get("user/sent/file/list", { skip: "1", limit: "1" }, f.tokens.staffA)).json();
    expect(page).toMatchObject({ status: 1, totalCount: 3, total: 3 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0].email).toBe("staff2@example.test");
    const owner = (await f.get("user/sent/file/list")).json();
    expect(owner.list.map((x: { email: string }) => x.email)).not.toContain("staff1@example.test");
    expect((await f.get("user/sent/file/list", {}, f.tokens.ownerB)).json().totalCount).toBe(0);
  });
});
