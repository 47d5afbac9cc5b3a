import { adminTemplateMessages, messages, routes } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { documentTemplates, templateDrafts } from "../tables";
import { draftFields, newTemplate, templatesFixture } from "./test-support";

let t: TestApp;
let f: Awaited<ReturnType<typeof templatesFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await templatesFixture(t.app);
});
afterAll(() => t.close());

const templatesNumbered = (policyNumber: string) =>
  t.app.platform.db.select().from(documentTemplates).where(eq(documentTemplates.policyNumber, policyNumber));

async function created(n: string) {
  const reply = await f.call(routes.adminTemplateCreate, newTemplate(n));
  expect(reply.statusCode).toBe(200);
  return reply.json().data as { _id: string; updatedAt: string };
}

describe("creating a template", () => {
  it("adds it unpublished at version 0 with an empty draft, and audits it", async () => {
    const { _id } = await created("c1");
    const [row] = await templatesNumbered("TST-c1");
    expect(row).toMatchObject({ id: _id, version: 0, published: false, slug: "test-template-c1" });
    const detail = (await f.call(routes.adminTemplateGet, { templateId: _id })).json().data;
    expect(detail.status).toBe("never");
    expect(detail.draft).toMatchObject({ basedOnVersion: 0, source: "admin" });
    expect(detail.draft.fields).toMatchObject({ title: "Test template c1", content: "" });
    expect(detail.versions).toEqual([]);
    expect(await f.audits("admin.template.created", _id)).toHaveLength(1);
  });

  it.each([
    ["a slug that is not URL-safe", { slug: "Not a slug!" }, "slug", messages.slugInvalid],
    [
      "a policy number another template has",
      { policyNumber: "ENG-SR-01" },
      "policyNumber",
      adminTemplateMessages.policyNumberTaken,
    ],
    ["a slug another template has", { slug: "test-template-c1" }, "slug", adminTemplateMessages.slugTaken],
    ["an unknown nation", { nation: "atlantis" }, "nation", adminTemplateMessages.nationInvalid],
    ["no title", { title: "  " }, "title", adminTemplateMessages.titleRequired],
  ])("refuses %s with its message and saves nothing", async (_case, change, field, message) => {
    const reply = await f.call(routes.adminTemplateCreate, { ...newTemplate("bad"), ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field, message });
    expect(
      await templatesNumbered((change as { policyNumber?: string }).policyNumber ?? "TST-bad"),
    ).toHaveLength((change as { policyNumber?: string }).policyNumber ? 1 : 0);
  });
});

describe("saving a draft", () => {
  it("sanitises the HTML, answers the new updatedAt and audits it", async () => {
    const { _id, updatedAt } = await created("s1");
    const fields = draftFields("s1", '<p onclick="steal()">Hello<script>alert(1)</script></p>');
    const reply = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields,
      loadedAt: updatedAt,
    });
    expect(reply.statusCode).toBe(200);
    const [draft] = await t.app.platform.db
      .select()
      .from(templateDrafts)
      .where(eq(templateDrafts.templateId, _id));
    expect(draft?.fields.content).toBe("<p>Hello</p>");
    expect(draft?.fields.questions).toEqual(fields.questions);
    expect(draft?.updatedAt.toISOString()).toBe(reply.json().data.updatedAt);
    expect(await f.audits("admin.template.draft.saved", _id)).toHaveLength(1);
  });

  it("answers 409 when the draft changed since it was loaded, and keeps the other save", async () => {
    const { _id, updatedAt } = await created("s2");
    const first = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields: draftFields("s2", "<p>First</p>"),
      loadedAt: updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields: draftFields("s2", "<p>Second</p>"),
      loadedAt: updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toBe(adminTemplateMessages.draftChanged);
    const detail = (await f.call(routes.adminTemplateGet, { templateId: _id })).json().data;
    expect(detail.draft.fields.content).toBe("<p>First</p>");
  });

  it("refuses an image linked from another website and saves nothing", async () => {
    const { _id, updatedAt } = await created("s3");
    const reply = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields: draftFields("s3", '<p><img src="https://tracker.example/pixel.png"></p>'),
      loadedAt: updatedAt,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.remoteImageRefused);
    const detail = (await f.call(routes.adminTemplateGet, { templateId: _id })).json().data;
    expect(detail.draft.updatedAt).toBe(updatedAt);
  });

  it("refuses a quiz question whose answer is not one of its options", async () => {
    const { _id, updatedAt } = await created("s4");
    const fields = {
      ...draftFields("s4", "<p>x</p>"),
      questions: [{ question: "Q?", options: ["a", "b"], answer: 5 }],
    };
    const reply = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields,
      loadedAt: updatedAt,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].message).toBe(adminTemplateMessages.questionInvalid);
  });

  it("refuses another template's policy number", async () => {
    const { _id, updatedAt } = await created("s5");
    const fields = { ...draftFields("s5", "<p>x</p>"), policyNumber: "ENG-SR-01" };
    const reply = await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields,
      loadedAt: updatedAt,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(adminTemplateMessages.policyNumberTaken);
  });

  it("answers 404 for an unknown template", async () => {
    const reply = await f.call(routes.adminTemplateDraftSave, {
      templateId: "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f",
      fields: draftFields("s6", "<p>x</p>"),
      loadedAt: null,
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe("discarding a draft", () => {
  it("drops the draft and audits it; a second discard has nothing to drop", async () => {
    const { _id } = await created("d1");
    const reply = await f.call(routes.adminTemplateDraftDiscard, { templateId: _id });
    expect(reply.statusCode).toBe(200);
    expect((await f.call(routes.adminTemplateGet, { templateId: _id })).json().data.draft).toBeNull();
    expect(await f.audits("admin.template.draft.discarded", _id)).toHaveLength(1);
    const again = await f.call(routes.adminTemplateDraftDiscard, { templateId: _id });
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(adminTemplateMessages.noDraft);
  });
});

describe("the template list", () => {
  it("finds by policy number, filters by status, and pages by 25", async () => {
    const reply = await f.call(routes.adminTemplateList, { search: "tst-c1" });
    expect(reply.statusCode, reply.body).toBe(200);
    const search = reply.json();
    expect(search.list.map((item: { policyNumber: string }) => item.policyNumber)).toEqual(["TST-c1"]);
    const never = (await f.call(routes.adminTemplateList, { status: "never" })).json();
    expect(never.list.every((item: { status: string }) => item.status === "never")).toBe(true);
    const all = (await f.call(routes.adminTemplateList, {})).json();
    expect(all.list).toHaveLength(25);
    expect(all.total).toBeGreaterThan(25);
    const england = (await f.call(routes.adminTemplateList, { nation: "wales" })).json();
    expect(england.list.every((item: { nation: string }) => item.nation === "wales")).toBe(true);
  });
});
