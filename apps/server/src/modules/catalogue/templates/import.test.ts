import { routes } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { documentTemplates, libraryImports, templateDrafts, templateVersions } from "../tables";
import { firstReleaseNotes } from "./release";
import { draftFields, templatesFixture } from "./test-support";

let t: TestApp;
let f: Awaited<ReturnType<typeof templatesFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await templatesFixture(t.app);
});
afterAll(() => t.close());

const db = () => t.app.platform.db;
const templateNumbered = async (policyNumber: string) =>
  (await db().select().from(documentTemplates).where(eq(documentTemplates.policyNumber, policyNumber)))[0];
const draftOf = async (templateId: string) =>
  (await db().select().from(templateDrafts).where(eq(templateDrafts.templateId, templateId)))[0];

describe("the first load of the library", () => {
  it("gives every template its published version 1", async () => {
    const [templates] = await db().select({ n: sql<number>`count(*)::int` }).from(documentTemplates);
    const versions = await db().select().from(templateVersions);
    expect(versions).toHaveLength(templates?.n ?? -1);
    expect(versions.every((v) => v.version === 1 && v.releaseNotes === firstReleaseNotes)).toBe(true);
  });
});

describe("importing a library release", () => {
  it("skips unchanged templates, drafts changed ones, adds new ones and keeps an admin's draft", async () => {
    const total = (await db().select().from(documentTemplates)).length;
    // The database drifts from content/: one template edited, one with an admin's draft, one gone.
    const changed = await templateNumbered("ENG-SR-01");
    const kept = await templateNumbered("ENG-SR-02");
    const gone = await templateNumbered("ENG-SR-03");
    if (!changed || !kept || !gone) throw new Error("library templates missing");
    await db()
      .update(documentTemplates)
      .set({ content: "<p>Edited.</p>" })
      .where(eq(documentTemplates.id, changed.id));
    await db().update(documentTemplates).set({ title: "Renamed" }).where(eq(documentTemplates.id, kept.id));
    const adminDraft = await f.call(routes.adminTemplateDraftSave, {
      templateId: kept.id,
      fields: { ...draftFields("x", "<p>Admin's own words.</p>"), policyNumber: "ENG-SR-02" },
      loadedAt: null,
    });
    expect(adminDraft.statusCode).toBe(200);
    await db().delete(documentTemplates).where(eq(documentTemplates.id, gone.id));

    const reply = await f.call(routes.adminLibraryImport);
    expect(reply.statusCode).toBe(200);
    const result = reply.json().data;
    expect(result).toMatchObject({ added: 1, changed: 1, unchanged: total - 3, keptDrafts: ["ENG-SR-02"] });

    const draft = await draftOf(changed.id);
    expect(draft).toMatchObject({ source: "import", basedOnVersion: 1 });
    expect(draft?.fields.content).toBe(changed.content);
    expect((await templateNumbered("ENG-SR-01"))?.content).toBe("<p>Edited.</p>");
    // The admin reviews what the release would change before publishing it.
    const compare = (await f.call(routes.adminTemplateCompare, { templateId: changed.id })).json().data;
    expect(compare).toMatchObject({ from: 1, to: null });
    expect(compare.changes.map((c: { field: string }) => c.field)).toEqual(["content"]);
    expect(compare.changes[0].parts[0]).toEqual({ kind: "removed", text: "Edited." });
    expect((await draftOf(kept.id))?.fields.content).toBe("<p>Admin's own words.</p>");
    const added = await templateNumbered("ENG-SR-03");
    expect(added).toMatchObject({ version: 1, published: true, content: gone.content });
    const addedVersions = await db()
      .select()
      .from(templateVersions)
      .where(eq(templateVersions.templateId, added?.id ?? ""));
    expect(addedVersions.map((v) => v.version)).toEqual([1]);

    const [recorded] = await db().select().from(libraryImports).where(eq(libraryImports.id, result._id));
    expect(recorded).toMatchObject({ added: 1, changed: 1, unchanged: total - 3 });
    expect(await f.audits("admin.library.imported", result._id)).toHaveLength(1);
  });

  it("lists past imports, newest first", async () => {
    const again = (await f.call(routes.adminLibraryImport)).json().data;
    expect(again).toMatchObject({ added: 0 });
    const list = (await f.call(routes.adminLibraryImportList, {})).json();
    expect(list.total).toBe(2);
    expect(list.list[0]._id).toBe(again._id);
  });
});
