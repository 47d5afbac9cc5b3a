import { messages, permissions as p } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";

let t: TestApp;
let f: LibraryFixture;
let docA: string;
let docA2: string;
let docB: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  const [first, second] = await f.documentsOf(f.a.company.id);
  docA = first?.id ?? "";
  docA2 = second?.id ?? "";
  docB = (await f.documentsOf(f.b.company.id))[0]?.id ?? "";
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const choiceQuestion = {
  question: "Who must you tell first about a safeguarding concern?",
  choice: ["Your manager", "Nobody", "A friend"],
  answers: [0],
  type: "single",
};

describe("questions on a file", () => {
  it("adds questions in order, lists them, and says whether a test is required", async () => {
    const added = (await post("user/setquestion", { fileId: docA, ...choiceQuestion })).json();
    expect(added).toMatchObject({
      status: 1,
      response: messages.questionAdded,
      data: { question: choiceQuestion.question, choice: choiceQuestion.choice, answers: [0], position: 0 },
    });
    await post("user/setquestion", {
      fileId: docA,
      question: "Describe how you record a concern.",
      type: "text",
      choice: ["ignored"],
      testRequired: true,
    });
    const list = (await post("user/selected/file/question", { fileId: docA })).json();
    expect(list).toMatchObject({ status: 1, total: 2, testRequired: true });
    expect(list.list.map((q: { position: number; type: string }) => [q.position, q.type])).toEqual([
      [0, "single"],
      [1, "text"],
    ]);
    expect(list.list[1].choice).toEqual([]);
    expect((await post("user/gettestrequired", { fileId: docA })).json().response).toEqual({
      fileId: docA,
      testRequired: true,
      questionCount: 2,
    });
    expect((await post("user/gettestrequired", { fileId: docA2 })).json().response.testRequired).toBe(false);

    const one = (await post("user/getquestion", { id: added.data.id })).json();
    expect(one.response).toMatchObject({ _id: added.data.id, fileId: docA });
  });

  it("changes a question by id and deletes one", async () => {
    const added = (await post("user/setquestion", { fileId: docA2, ...choiceQuestion })).json().data;
    const changed = (
      await post("user/setquestion", {
        fileId: docA2,
        id: added.id,
        ...choiceQuestion,
        type: "multiple",
        answers: [0, 2],
      })
    ).json();
    expect(changed.data).toMatchObject({ id: added.id, type: "multiple", answers: [0, 2] });
    expect((await post("user/selected/file/question", { fileId: docA2 })).json().total).toBe(1);
    // The id must belong to the file it is sent with.
    expect(
      (await post("user/setquestion", { fileId: docA, id: added.id, ...choiceQuestion })).statusCode,
    ).toBe(404);

    const deleted = (await post("user/deletequestion", { id: added.id })).json();
    expect(deleted).toMatchObject({ status: 1, response: messages.questionDeleted });
    expect((await post("user/getquestion", { id: added.id })).statusCode).toBe(404);
    expect((await post("user/deletequestion", { id: added.id })).statusCode).toBe(404);
  });

  it.each([
    ["an empty question", { question: "  " }, messages.questionEmpty],
    ["a missing question", { question: undefined }, messages.questionEmpty],
    ["one choice", { choice: ["Only"] }, messages.choicesNeeded],
    ["an empty choice", { choice: ["A", ""] }, messages.choicesNeeded],
    ["no right answer", { answers: [] }, messages.answerNeeded],
    ["an answer out of range", { answers: [5] }, messages.answerNeeded],
    ["two answers to a single choice", { answers: [0, 1] }, messages.answerNeeded],
    ["an unknown type", { type: "essay" }, messages.questionTypeInvalid],
  ])("refuses %s", async (_name, change, message) => {
    const reply = await post("user/setquestion", { fileId: docA, ...choiceQuestion, ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(message);
  });

  it("answers another company's ids with 404", async () => {
    const mine = (await post("user/setquestion", { fileId: docA, ...choiceQuestion })).json().data;
    expect((await post("user/setquestion", { fileId: docB, ...choiceQuestion })).statusCode).toBe(404);
    expect((await post("user/selected/file/question", { fileId: docA }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/gettestrequired", { fileId: docA }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/getquestion", { id: mine.id }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/deletequestion", { id: mine.id }, f.ownerB)).statusCode).toBe(404);
    expect((await post("user/getquestion", { id: "not-an-id" })).statusCode).toBe(404);
  });

  it("needs edit rights to add or delete; readers may list", async () => {
    const mine = (await post("user/setquestion", { fileId: docA, ...choiceQuestion })).json().data;
    const reader = await f.person("user", [p.documents]);
    expect((await post("user/selected/file/question", { fileId: docA }, reader.token)).statusCode).toBe(200);
    expect(
      (await post("user/setquestion", { fileId: docA, ...choiceQuestion }, reader.token)).statusCode,
    ).toBe(403);
    expect((await post("user/deletequestion", { id: mine.id }, reader.token)).statusCode).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    expect((await post("user/deletequestion", { id: mine.id }, editor.token)).statusCode).toBe(200);
    const employee = await f.person("employee");
    expect((await post("user/selected/file/question", { fileId: docA }, employee.token)).statusCode).toBe(
      403,
    );
  });

  it("treats a binned document's questions as gone until it is restored", async () => {
    const [, , third] = await f.documentsOf(f.a.company.id);
    if (!third) throw new Error("fixture has documents");
    const q = (await post("user/setquestion", { fileId: third.id, ...choiceQuestion })).json().data;
    await post("user/deleteFile", { fileId: third.id });
    expect((await post("user/selected/file/question", { fileId: third.id })).statusCode).toBe(404);
    expect((await post("user/getquestion", { id: q.id })).statusCode).toBe(404);
    await post("user/documents/restore", { id: third.id, collection_type: "userfiles" });
    expect((await post("user/getquestion", { id: q.id })).statusCode).toBe(200);
  });
});
