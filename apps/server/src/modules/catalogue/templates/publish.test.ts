import {
  adminTemplateMessages,
  routes,
  type TemplatePublished,
  templatePublishedQueue,
} from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { documentUpdates } from "../../content/tables";
import { documentTemplates, templateVersions } from "../tables";
import { draftFields, newTemplate, templatesFixture } from "./test-support";

let t: TestApp;
let f: Awaited<ReturnType<typeof templatesFixture>>;
const received: TemplatePublished[] = [];
/** For each send: how many version rows another query could see at that moment (committed ones). */
const visibleAtSend: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  f = await templatesFixture(t.app);
  await t.jobs.work<TemplatePublished>(templatePublishedQueue, async (data) => {
    received.push(data);
  });
  const jobs = t.app.platform.jobs;
  const send = jobs.send.bind(jobs);
  vi.spyOn(jobs, "send").mockImplementation(async (queue, data, options) => {
    const event = data as TemplatePublished;
    const rows = await t.app.platform.db
      .select()
      .from(templateVersions)
      .where(
        and(eq(templateVersions.templateId, event.templateId), eq(templateVersions.version, event.version)),
      );
    visibleAtSend.push(rows.length);
    return send(queue, data, options);
  });
});
afterAll(() => t.close());

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
};

async function draftOf(n: string, content: string) {
  const { _id, updatedAt } = (await f.call(routes.adminTemplateCreate, newTemplate(n))).json().data;
  const saved = await f.call(routes.adminTemplateDraftSave, {
    templateId: _id,
    fields: draftFields(n, content),
    loadedAt: updatedAt,
  });
  expect(saved.statusCode).toBe(200);
  return _id as string;
}

const publish = (templateId: string, changeClass: "minor" | "major", releaseNotes = "Wording tidied.") =>
  f.call(routes.adminTemplatePublish, { templateId, releaseNotes, changeClass });

describe("publishing", () => {
  it("makes an immutable version, then the next one, and queues the event after commit", async () => {
    const id = await draftOf("p1", "<p>First text.</p><p>Kept paragraph.</p>");
    const first = await publish(id, "major", "First release.");
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ _id: id, version: 1 });
    const [row] = await t.app.platform.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, id));
    expect(row).toMatchObject({
      version: 1,
      published: true,
      content: "<p>First text.</p><p>Kept paragraph.</p>",
      testRequired: true,
    });

    const detail = (await f.call(routes.adminTemplateGet, { templateId: id })).json().data;
    expect(detail.draft).toBeNull();
    const second = await f.call(routes.adminTemplateDraftSave, {
      templateId: id,
      fields: draftFields("p1", "<p>Second text.</p><p>Kept paragraph.</p>"),
      loadedAt: null,
    });
    expect(second.statusCode).toBe(200);
    expect((await publish(id, "minor")).json().data.version).toBe(2);

    const v1 = (await f.call(routes.adminTemplateVersion, { templateId: id, version: 1 })).json().data;
    expect(v1).toMatchObject({ version: 1, changeClass: "major", releaseNotes: "First release." });
    expect(v1.fields.content).toBe("<p>First text.</p><p>Kept paragraph.</p>");
    expect(await f.audits("admin.template.published", id)).toHaveLength(2);

    expect(await waitFor(() => received.filter((e) => e.templateId === id).length === 2)).toBe(true);
    expect(received.filter((e) => e.templateId === id)).toEqual([
      { templateId: id, version: 1, changeClass: "major", releaseNotes: "First release." },
      { templateId: id, version: 2, changeClass: "minor", releaseNotes: "Wording tidied." },
    ]);
    expect(visibleAtSend.every((count) => count === 1)).toBe(true);

    const feed = await t.app.platform.db
      .select()
      .from(documentUpdates)
      .where(eq(documentUpdates.policyNumber, "TST-p1"));
    expect(feed.map((entry) => entry.summary).sort()).toEqual(["First release.", "Wording tidied."]);
  });

  it("compares a version with the one before, paragraph by paragraph", async () => {
    const [row] = await t.app.platform.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.policyNumber, "TST-p1"));
    const reply = await f.call(routes.adminTemplateCompare, { templateId: row?.id, version: 2 });
    expect(reply.statusCode).toBe(200);
    const compare = reply.json().data;
    expect(compare).toMatchObject({ from: 1, to: 2 });
    expect(compare.changes).toEqual([
      {
        field: "content",
        label: "Text",
        parts: [
          { kind: "removed", text: "First text." },
          { kind: "added", text: "Second text." },
          { kind: "same", text: "Kept paragraph." },
        ],
      },
    ]);
  });

  it("refuses a publish without a draft or release notes, and queues nothing", async () => {
    const before = visibleAtSend.length;
    const id = await draftOf("p2", "<p>x</p>");
    const noNotes = await publish(id, "minor", " ");
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors[0].message).toBe(adminTemplateMessages.releaseNotesRequired);
    await f.call(routes.adminTemplateDraftDiscard, { templateId: id });
    const noDraft = await publish(id, "minor");
    expect(noDraft.statusCode).toBe(400);
    expect(noDraft.json().response).toBe(adminTemplateMessages.noDraft);
    expect(visibleAtSend.length).toBe(before);
  });

  it("refuses to publish a draft with no words, and keeps the draft", async () => {
    const id = await draftOf("p5", "<p> </p><p><br></p>");
    const reply = await publish(id, "major");
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(adminTemplateMessages.contentEmpty);
    const template = (await f.call(routes.adminTemplateGet, { templateId: id })).json().data;
    expect(template.draft).not.toBeNull();
    expect(template.status).not.toBe("published");
  });

  it("rolls back a publish that fails inside its transaction: no version, draft kept, nothing queued", async () => {
    const before = visibleAtSend.length;
    const { _id: id, updatedAt } = (await f.call(routes.adminTemplateCreate, newTemplate("p3"))).json().data;
    const fields = { ...draftFields("p3", "<p>x</p>"), policyNumber: "TST-p3-renumbered" };
    await f.call(routes.adminTemplateDraftSave, { templateId: id, fields, loadedAt: updatedAt });
    // Another template takes the draft's new policy number after the draft was saved.
    const other = { ...newTemplate("p3"), policyNumber: "TST-p3-renumbered", slug: "other-p3" };
    expect((await f.call(routes.adminTemplateCreate, other)).statusCode).toBe(200);
    const reply = await publish(id, "major");
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(adminTemplateMessages.policyNumberTaken);
    const versions = await t.app.platform.db
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, id));
    expect(versions).toEqual([]);
    expect((await f.call(routes.adminTemplateGet, { templateId: id })).json().data.draft).not.toBeNull();
    expect(visibleAtSend.length).toBe(before);
  });
});

describe("withdrawing and republishing", () => {
  it("takes a published template out of the library and puts it back, audited", async () => {
    const [row] = await t.app.platform.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.policyNumber, "TST-p1"));
    const id = row?.id ?? "";
    expect((await f.call(routes.adminTemplateWithdraw, { templateId: id })).statusCode).toBe(200);
    expect((await f.call(routes.adminTemplateGet, { templateId: id })).json().data.status).toBe("withdrawn");
    const again = await f.call(routes.adminTemplateWithdraw, { templateId: id });
    expect(again.json().response).toBe(adminTemplateMessages.alreadyWithdrawn);
    expect((await f.call(routes.adminTemplateRepublish, { templateId: id })).statusCode).toBe(200);
    expect((await f.call(routes.adminTemplateGet, { templateId: id })).json().data.status).toBe("published");
    expect(await f.audits("admin.template.withdrawn", id)).toHaveLength(1);
    expect(await f.audits("admin.template.republished", id)).toHaveLength(1);
  });

  it("refuses to withdraw a template never published", async () => {
    const id = await draftOf("p4", "<p>x</p>");
    const reply = await f.call(routes.adminTemplateWithdraw, { templateId: id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(adminTemplateMessages.neverPublished);
  });
});
