import { messages, starterFormKeys, webFormMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormsFixture, formsFixture, testFields } from "./test-support";

let f: FormsFixture;

beforeAll(async () => {
  f = await formsFixture("build");
});
afterAll(() => f.t.close());

const draft = async (title = "Visitor book") => (await f.post("user/forms/create", { title })).json().data;
const saveBody = (form: { _id: string; revision: number }, more: object = {}) => ({
  id: form._id,
  revision: form.revision,
  title: "Visitor book",
  description: "",
  fields: testFields,
  allowPublic: false,
  notifyUserIds: [],
  ...more,
});

describe("building a form", () => {
  it("saves a draft, refusing a stale save with 409", async () => {
    const form = await draft();
    expect(form).toMatchObject({ status: "draft", version: 0, fields: [], changedSincePublish: true });
    expect(form.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const saved = await f.post("user/forms/save", saveBody(form));
    expect(saved.json()).toMatchObject({
      response: webFormMessages.saved,
      data: { revision: form.revision + 1 },
    });
    expect(saved.json().data.fields).toHaveLength(testFields.length);
    const stale = await f.post("user/forms/save", saveBody(form, { title: "Older" }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toBe(webFormMessages.stale);
  });

  it("publishes a new version only when the fields changed", async () => {
    const form = await draft();
    expect((await f.post("user/forms/publish", { id: form._id })).json().response).toBe(
      webFormMessages.noQuestions,
    );
    const saved = (await f.post("user/forms/save", saveBody(form))).json().data;
    const first = (await f.post("user/forms/publish", { id: form._id })).json().data;
    expect(first).toMatchObject({ status: "published", version: 1, changedSincePublish: false });
    const again = (await f.post("user/forms/publish", { id: form._id })).json().data;
    expect(again.version).toBe(1);
    const fewer = testFields.slice(0, 3);
    const changed = (
      await f.post(
        "user/forms/save",
        saveBody({ _id: form._id, revision: again.revision }, { fields: fewer }),
      )
    ).json().data;
    expect(changed.changedSincePublish).toBe(true);
    expect(saved.revision).toBeLessThan(changed.revision);
    const second = (await f.post("user/forms/publish", { id: form._id })).json().data;
    expect(second.version).toBe(2);
    const unpublished = await f.post("user/forms/unpublish", { id: form._id });
    expect(unpublished.json()).toMatchObject({
      response: webFormMessages.unpublished,
      data: { status: "draft" },
    });
    const opened = await f.app.inject({
      method: "POST",
      url: "/api/public/forms/open",
      payload: { token: form.publicToken },
    });
    expect(opened.statusCode).toBe(404);
  });

  it("copies every starter form as a valid draft", async () => {
    for (const starter of starterFormKeys) {
      const made = await f.post("user/forms/create", { starter });
      expect(made.statusCode).toBe(200);
      expect(made.json().data.fields.length).toBeGreaterThan(4);
      expect((await f.post("user/forms/publish", { id: made.json().data._id })).statusCode).toBe(200);
    }
    expect((await f.post("user/forms/create", { starter: "tea-party" })).statusCode).toBe(400);
  });

  it("checks the fields in plain English", async () => {
    const form = await draft();
    const oneOption = [{ id: "a", type: "singleChoice", label: "Pick", options: ["Only"] }];
    const refused = await f.post("user/forms/save", saveBody(form, { fields: oneOption }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { message: string }) => e.message)).toContain(
      webFormMessages.optionsRequired,
    );
    const twice = [testFields[1], testFields[1]];
    expect(
      (await f.post("user/forms/save", saveBody(form, { fields: twice }))).json().errors[0].message,
    ).toBe(webFormMessages.fieldsRepeated);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `q${i}`, type: "yesNo", label: `Q${i}` }));
    expect((await f.post("user/forms/save", saveBody(form, { fields: tooMany }))).statusCode).toBe(400);
  });

  it("notifies only the company's own people", async () => {
    const form = await draft();
    const ownPeople = (await f.get("user/forms/people")).json().response.map((p: { _id: string }) => p._id);
    expect(ownPeople).toEqual(expect.arrayContaining([f.a.owner.id, f.builder.id]));
    expect(ownPeople).not.toContain(f.employee.id);
    const saved = await f.post("user/forms/save", saveBody(form, { notifyUserIds: [f.builder.id] }));
    expect(saved.json().data.notifyUserIds).toEqual([f.builder.id]);
    const foreign = await f.post(
      "user/forms/save",
      saveBody({ _id: form._id, revision: saved.json().data.revision }, { notifyUserIds: [f.b.owner.id] }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("lists the company's forms, searched and by status", async () => {
    await draft("Night checks");
    const listed = (await f.get("user/forms/list?search=night")).json();
    expect(listed.list.map((form: { title: string }) => form.title)).toEqual(["Night checks"]);
    const published = (await f.get("user/forms/list?status=published")).json().list;
    expect(published.every((form: { status: string }) => form.status === "published")).toBe(true);
    expect((await f.get("user/forms/list", f.tokens.ownerB)).json().total).toBe(0);
  });
});

describe("access", () => {
  it("needs the Forms permission and the pro package", async () => {
    expect((await f.get("user/forms/list", f.tokens.builderA)).statusCode).toBe(200);
    expect((await f.get("user/forms/list", f.tokens.outsiderA)).statusCode).toBe(403);
    expect((await f.get("user/forms/list", f.tokens.employeeA)).statusCode).toBe(403);
    const noPro = await f.get("user/forms/list", f.tokens.ownerC);
    expect(noPro.statusCode).toBe(403);
  });

  it("answers 404 for another company's form", async () => {
    const form = await draft();
    const asB = (url: string, payload: object) => f.post(url, payload, f.tokens.ownerB);
    expect((await f.get(`user/forms/get?id=${form._id}`, f.tokens.ownerB)).statusCode).toBe(404);
    expect((await asB("user/forms/save", saveBody(form))).statusCode).toBe(404);
    expect((await asB("user/forms/publish", { id: form._id })).statusCode).toBe(404);
    expect((await asB("user/forms/unpublish", { id: form._id })).statusCode).toBe(404);
    const submissions = await f.get(`user/forms/submissions?formId=${form._id}`, f.tokens.ownerB);
    expect(submissions.statusCode).toBe(404);
    expect((await asB("user/forms/submissions/csv", { formId: form._id })).statusCode).toBe(404);
    expect((await f.get("user/forms/get?id=not-an-id")).json().response).toBe(messages.notFound);
  });
});
