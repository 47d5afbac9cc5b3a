import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../profile/test-files";
import { type FormsFixture, formsFixture, goodAnswers } from "./test-support";

let f: FormsFixture;
let form: { _id: string; publicToken: string };
let submissionId: string;

beforeAll(async () => {
  f = await formsFixture("done");
  form = await f.publishedForm({ allowPublic: true, notifyUserIds: [f.builder.id] });
  const photo = { name: "photo", filename: "scene.png", contentType: "image/png", bytes: png(6, 6) };
  const sent = await f.submitPublic(form.publicToken, { ...goodAnswers, what: "Tripped on a rug" }, [photo]);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  const member = { token: form.publicToken, version: "1", answers: JSON.stringify(goodAnswers) };
  await f.submit(member, [], f.tokens.employeeA);
  const listed = (await f.get(`user/forms/submissions?formId=${form._id}`)).json();
  submissionId = listed.list.find((s: { public: boolean }) => s.public)._id;
});
afterAll(() => f.t.close());

const list = async (query: string) =>
  (await f.get(`user/forms/submissions?formId=${form._id}${query}`)).json() as {
    list: { _id: string; submittedBy: string }[];
    total: number;
  };

describe("completions", () => {
  it("are listed newest first, searched and filtered by date", async () => {
    const all = await list("");
    expect(all.total).toBe(2);
    expect(all.list.map((s) => s.submittedBy)).toEqual(["Robin Morgan", "Sam Visitor (public link)"]);
    expect((await list("&search=rug")).list.map((s) => s._id)).toEqual([submissionId]);
    expect((await list("&search=sam visitor")).total).toBe(1);
    expect((await list("&from=2000-01-01&to=2000-12-31")).total).toBe(0);
    expect((await f.get(`user/forms/submissions?formId=${form._id}&from=bad`)).statusCode).toBe(400);
    expect((await f.get("user/forms/list")).json().list[0]).toMatchObject({ _id: form._id, submissions: 2 });
  });

  it("open one with its version's fields, answers and files", async () => {
    const detail = (await f.get(`user/forms/submission?id=${submissionId}`)).json().response;
    expect(detail).toMatchObject({ formTitle: "Incident", version: 1, public: true });
    expect(detail.answers).toMatchObject({ what: "Tripped on a rug", hurt: false, kind: "Fall" });
    expect(detail.answers.photo).toMatchObject({ fileName: "scene.png", contentType: "image/png" });
    expect(detail.answers.sign).toMatchObject({ contentType: "image/png" });
    expect(JSON.stringify(detail)).not.toContain("companies/");
    const photo = await f.post("user/forms/submission/file", { id: submissionId, fieldId: "photo" });
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(
      (await f.post("user/forms/submission/file", { id: submissionId, fieldId: "what" })).statusCode,
    ).toBe(404);
    const usage = (await f.get("user/strorage/usage")).json();
    expect(JSON.stringify(usage)).toContain("web-form");
  });

  it("answer 404 to another company", async () => {
    const asB = (url: string, payload: object) => f.post(url, payload, f.tokens.ownerB);
    expect((await f.get(`user/forms/submission?id=${submissionId}`, f.tokens.ownerB)).statusCode).toBe(404);
    expect((await asB("user/forms/submission/pdf", { id: submissionId })).statusCode).toBe(404);
    expect((await asB("user/forms/submission/file", { id: submissionId, fieldId: "photo" })).statusCode).toBe(
      404,
    );
  });

  it("export one as PDF and all as CSV", async () => {
    const pdf = await f.post("user/forms/submission/pdf", { id: submissionId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const csv = await f.post("user/forms/submissions/csv", { formId: form._id });
    const lines = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Submitted (UK time),Submitted by,Public link,Version,What happened?,People involved,Date,Kind,Was anyone hurt?,Photo,Signature",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(
      "Sam Visitor (public link),Yes,1,Tripped on a rug,2,20/11/2026,Fall,No,scene.png,Signed",
    );
  });

  it("notify the chosen people, and only them", async () => {
    const bell = async (token: string) =>
      (await f.post("user/get/notification", {}, token)).json().list as { title: string; link: string }[];
    const told = (await bell(f.tokens.builderA)).filter((n) => n.title === "New form submission");
    expect(told).toHaveLength(2);
    expect(told.map((n) => n.link)).toContain(`/company/webform?id=${form._id}&submission=${submissionId}`);
    expect((await bell(f.tokens.ownerA)).some((n) => n.title === "New form submission")).toBe(false);
  });
});
