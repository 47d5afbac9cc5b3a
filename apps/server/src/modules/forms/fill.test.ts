import { webFormMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../my-files/test-support";
import { png } from "../profile/test-files";
import { type FormsFixture, formsFixture, goodAnswers } from "./test-support";

let f: FormsFixture;

beforeAll(async () => {
  f = await formsFixture("fill");
});
afterAll(() => f.t.close());

const open = (token: string, session?: string) =>
  f.app.inject({
    method: "POST",
    url: "/api/public/forms/open",
    payload: { token },
    ...(session ? { headers: { authorization: `Bearer ${session}` } } : {}),
  });
const filePart = (bytes: Buffer, filename: string, contentType: string) => ({
  name: "photo",
  filename,
  contentType,
  bytes,
});
const countSubmissions = async (formId: string) =>
  (await f.get(`user/forms/submissions?formId=${formId}`)).json().total as number;

describe("the public link", () => {
  it("opens a public form and takes a visitor's answers with the bot check", async () => {
    const form = await f.publishedForm({ allowPublic: true });
    const opened = await open(form.publicToken);
    expect(opened.json().response).toMatchObject({ title: "Incident", version: 1, member: false });
    expect(opened.json().response.fields).toHaveLength(8);
    const photo = filePart(png(4, 4), "scene.png", "image/png");
    const sent = await f.submitPublic(form.publicToken, goodAnswers, [photo]);
    expect(sent.json()).toMatchObject({ status: 1, response: webFormMessages.submitted });
    const noCheck = await f.submit({
      token: form.publicToken,
      version: "1",
      name: "Sam",
      answers: JSON.stringify(goodAnswers),
    });
    expect(noCheck.statusCode).toBe(400);
    expect(noCheck.json().response).toBe(webFormMessages.botCheckFailed);
    const noName = await f.submitPublic(form.publicToken, goodAnswers, [], { name: "" });
    expect(noName.json().errors[0]).toEqual({ field: "name", message: webFormMessages.nameRequired });
    expect(await countSubmissions(form._id)).toBe(1);
  });

  it("is refused for a form that does not allow the public", async () => {
    const form = await f.publishedForm({ allowPublic: false });
    const opened = await open(form.publicToken);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().response).toBe(webFormMessages.notPublic);
    const sent = await f.submitPublic(form.publicToken, goodAnswers);
    expect(sent.statusCode).toBe(403);
    expect((await open(form.publicToken, f.tokens.ownerB)).statusCode).toBe(403);
    expect(await countSubmissions(form._id)).toBe(0);
  });

  it("answers 404 for an unknown token or a form not published", async () => {
    expect((await open("x".repeat(43))).statusCode).toBe(404);
    const draft = (await f.post("user/forms/create", { title: "Draft" })).json().data;
    expect((await open(draft.publicToken)).json().response).toBe(webFormMessages.notOpen);
  });
});

describe("the company's people", () => {
  it("fill in a form kept to staff, signed in, without the bot check", async () => {
    const form = await f.publishedForm({ allowPublic: false });
    expect((await open(form.publicToken, f.tokens.employeeA)).json().response.member).toBe(true);
    const fillable = (await f.get("user/forms/fillable", f.tokens.employeeA)).json().response;
    expect(fillable.map((item: { token: string }) => item.token)).toContain(form.publicToken);
    const fields = { token: form.publicToken, version: "1", answers: JSON.stringify(goodAnswers) };
    expect((await f.submit(fields, [], f.tokens.employeeA)).statusCode).toBe(200);
    expect((await f.submit(fields, [], f.tokens.outsiderA)).statusCode).toBe(200);
    const listed = (await f.get(`user/forms/submissions?formId=${form._id}`)).json().list;
    expect(listed.map((s: { public: boolean }) => s.public)).toEqual([false, false]);
    expect(listed.map((s: { submittedBy: string }) => s.submittedBy)).toContain("Robin Morgan");
  });
});

describe("the answers", () => {
  let token: string;
  beforeAll(async () => {
    token = (await f.publishedForm()).publicToken;
  });
  const asOwner = (answers: object, files: ReturnType<typeof filePart>[] = [], version = "1") =>
    f.submit({ token, version, answers: JSON.stringify(answers) }, files, f.tokens.ownerA);
  const errorsOf = async (answers: object) =>
    Object.fromEntries(
      ((await asOwner(answers)).json().errors ?? []).map((e: { field: string; message: string }) => [
        e.field,
        e.message,
      ]),
    );

  it("are checked against the fields", async () => {
    expect(await errorsOf({})).toMatchObject({
      what: webFormMessages.answerRequired,
      day: webFormMessages.answerRequired,
      sign: webFormMessages.answerRequired,
    });
    expect(
      await errorsOf({
        ...goodAnswers,
        count: 21,
        day: "2026-02-30",
        kind: "Flood",
        hurt: "maybe",
        sign: "x",
      }),
    ).toEqual({
      count: webFormMessages.numberTooLarge,
      day: webFormMessages.dateInvalid,
      kind: webFormMessages.choiceInvalid,
      hurt: webFormMessages.yesNoInvalid,
      sign: webFormMessages.signatureInvalid,
    });
    expect((await asOwner(goodAnswers, [], "2")).statusCode).toBe(409);
    const notJson = await f.submit({ token, version: "1", answers: "{not json" }, [], f.tokens.ownerA);
    expect(notJson.json().response).toBe(webFormMessages.answersInvalid);
  });

  it("take an image or a PDF, and refuse a disguised executable", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 1)]);
    const refused = await asOwner(goodAnswers, [filePart(exe, "photo.jpg", "image/jpeg")]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors[0]).toEqual({ field: "photo", message: webFormMessages.fileInvalid });
    const pdf = await asOwner(goodAnswers, [filePart(pdfBytes("Scene"), "scene.pdf", "application/pdf")]);
    expect(pdf.statusCode).toBe(200);
    const elsewhere = await asOwner(goodAnswers, [
      { ...filePart(png(2, 2), "a.png", "image/png"), name: "what" },
    ]);
    expect(elsewhere.statusCode).toBe(400);
  });

  it("refuse a file over 5 MB", async () => {
    const big = Buffer.concat([pdfBytes("Big"), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const refused = await asOwner(goodAnswers, [filePart(big, "big.pdf", "application/pdf")]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().response).toBe(webFormMessages.fileTooLarge);
  });
});
