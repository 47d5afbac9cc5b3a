import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { companies } from "../accounts/tables";
import { documentBackups, documentVersions } from "../documents/tables";
import { type LibraryFixture, libraryFixture, testPackage } from "../library/test-support";
import { notifications } from "../notifications/tables";
import { documentIsUntouched } from "./auto-update";
import { runFanout } from "./fanout";
import { copyOf, publishVersion, subscribePackage } from "./fanout-test-support";
import { documentUpdateDecisions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  const packageId = f.ids.packageId(testPackage);
  await subscribePackage(f.db, f.a.company.id, packageId, { addOns: ["updates"] });
  await subscribePackage(f.db, f.b.company.id, packageId, { addOns: ["updates"] });
  await f.db.update(companies).set({ autoUpdate: true }).where(eq(companies.id, f.a.company.id));
}, 60_000);
afterAll(() => t.close());

async function documentOf(index: number) {
  const document = (await f.documentsOf(f.a.company.id))[index];
  if (!document?.templateId) throw new Error("the fixture has library documents");
  return { ...document, templateId: document.templateId };
}

const untouched = (companyId: string, documentId: string) =>
  f.db.transaction((tx) => documentIsUntouched(tx, companyId, documentId));

describe("automatic updates", () => {
  it("an untouched copy takes the new version at once, with a backup; an edited one waits", async () => {
    const plain = await documentOf(0);
    const edited = await documentOf(1);
    const saved = await f.post(f.ownerA, "user/savecontent", {
      fileId: edited.id,
      content: "<p>Our own wording.</p>",
      version: edited.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await untouched(f.a.company.id, plain.id)).toBe(true);
    expect(await untouched(f.a.company.id, edited.id)).toBe(false);

    const first = await publishVersion(f.db, plain.templateId, {
      content: "<p>The master, version two.</p>",
      changeClass: "major",
      releaseNotes: "Rewritten.",
    });
    const second = await publishVersion(f.db, edited.templateId, { content: "<p>Master two.</p>" });
    await runFanout(t.app.platform, first);
    await runFanout(t.app.platform, second);

    const updated = await copyOf(f.db, f.a.company.id, plain.templateId);
    expect(updated).toMatchObject({
      content: "<p>The master, version two.</p>",
      templateVersion: first.version,
      updateVersion: null,
      reacknowledgeRequired: true,
      version: plain.version + 1,
    });
    const [backup] = await f.db
      .select()
      .from(documentBackups)
      .where(eq(documentBackups.documentId, plain.id));
    expect(backup).toMatchObject({ reason: "auto-update", content: plain.content, createdBy: null });
    const decisions = await f.db
      .select()
      .from(documentUpdateDecisions)
      .where(eq(documentUpdateDecisions.documentId, plain.id));
    expect(decisions).toMatchObject([
      { decision: "auto-updated", templateVersion: first.version, backupId: backup?.id, decidedBy: null },
    ]);
    const versions = await f.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, plain.id))
      .orderBy(asc(documentVersions.version));
    expect(versions.map((v) => v.source)).toEqual(["library", "auto-update"]);
    const noticesOfA = await f.db
      .select()
      .from(notifications)
      .where(eq(notifications.companyId, f.a.company.id));
    expect(
      noticesOfA.find((n) => n.dedupeKey === `template:${plain.templateId}:${first.version}`),
    ).toMatchObject({ category: "Document update", link: "/company/documents/recent-updates" });

    // The edited copy waits for the company's decision, wording as it was.
    expect(await copyOf(f.db, f.a.company.id, edited.templateId)).toMatchObject({
      content: "<p>Our own wording.</p>",
      updateVersion: second.version,
    });
    // A company with automatic updates off: marked, not changed.
    expect(await copyOf(f.db, f.b.company.id, plain.templateId)).toMatchObject({
      updateVersion: first.version,
      templateVersion: 1,
    });
  });

  it("a copy the platform updated stays untouched, so the next version is taken too", async () => {
    const plain = await documentOf(0);
    expect(await untouched(f.a.company.id, plain.id)).toBe(true);
    const third = await publishVersion(f.db, plain.templateId, { content: "<p>Version three.</p>" });
    await runFanout(t.app.platform, third);
    expect(await copyOf(f.db, f.a.company.id, plain.templateId)).toMatchObject({
      content: "<p>Version three.</p>",
      templateVersion: third.version,
      updateVersion: null,
    });
  });

  it("a copy edited and then put back to the library wording counts as untouched", async () => {
    const document = await documentOf(2);
    const original = document.content;
    const edit = await f.post(f.ownerA, "user/savecontent", {
      fileId: document.id,
      content: "<p>Changed.</p>",
      version: document.version,
    });
    expect(edit.statusCode).toBe(200);
    expect(await untouched(f.a.company.id, document.id)).toBe(false);
    const back = await f.post(f.ownerA, "user/savecontent", {
      fileId: document.id,
      content: original,
      version: document.version + 1,
    });
    expect(back.statusCode).toBe(200);
    expect(await untouched(f.a.company.id, document.id)).toBe(true);
  });
});
