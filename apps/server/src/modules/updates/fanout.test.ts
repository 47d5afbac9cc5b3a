import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { acrossCompanies } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner } from "../../testing/factories";
import { companyFolders } from "../folders/tables";
import { fillCompanyLibrary } from "../library/fill";
import { type LibraryFixture, libraryFixture, testPackage } from "../library/test-support";
import { notifications } from "../notifications/tables";
import { runFanout } from "./fanout";
import {
  buyDocumentAlone,
  copyOf,
  firstFolderOf,
  newTemplateInFolder,
  publishVersion,
  subscribePackage,
} from "./fanout-test-support";
import { templateUpdateRuns } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let packageId: string;
/** Companies holding the package: with updates (A, B), without (C), ended (D); E bought one document. */
const others: Record<"c" | "d" | "e", string> = { c: "", d: "", e: "" };

async function filledCompany() {
  const { company } = await createCompanyWithOwner(f.db);
  await fillCompanyLibrary(f.db, { companyId: company.id, packageIds: [packageId], templateIds: [] });
  return company.id;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  packageId = f.ids.packageId(testPackage);
  await subscribePackage(f.db, f.a.company.id, packageId, { addOns: ["updates"] });
  await subscribePackage(f.db, f.b.company.id, packageId, { addOns: ["combo"] });
  others.c = await filledCompany();
  await subscribePackage(f.db, others.c, packageId, { addOns: ["management"] });
  others.d = await filledCompany();
  await subscribePackage(f.db, others.d, packageId, {
    addOns: ["updates"],
    endsAt: new Date(Date.now() - 3600 * 1000),
  });
  const { company: e } = await createCompanyWithOwner(f.db);
  others.e = e.id;
}, 60_000);
afterAll(() => t.close());

const noticesOf = (companyId: string) =>
  f.db.select().from(notifications).where(eq(notifications.companyId, companyId));

async function templateOf(index: number) {
  const document = (await f.documentsOf(f.a.company.id))[index];
  if (!document?.templateId) throw new Error("the fixture has library documents");
  return document.templateId;
}

describe("the fan-out of a published version", () => {
  it("marks and notifies subscribers with updates, and nobody else", async () => {
    const templateId = await templateOf(0);
    await buyDocumentAlone(f.db, others.e, templateId);
    const event = await publishVersion(f.db, templateId, {
      content: "<h2>Purpose</h2><p>The new wording.</p>",
      releaseNotes: "Purpose rewritten for the 2025 guidance.",
    });
    const before = await copyOf(f.db, f.a.company.id, templateId);

    const result = await runFanout(t.app.platform, event);
    expect(result).toMatchObject({ companies: 2, documents: 2, notifications: 2 });

    for (const company of [f.a.company, f.b.company]) {
      const copy = await copyOf(f.db, company.id, templateId);
      expect(copy).toMatchObject({ updateVersion: event.version, updateOpenedAt: null });
      expect(await noticesOf(company.id)).toMatchObject([
        {
          userId: null,
          category: "Document update",
          title: before?.name,
          content: "Purpose rewritten for the 2025 guidance.",
          link: `/company/documents/compare?fileId=${copy?.id}`,
          dedupeKey: `template:${templateId}:${event.version}`,
        },
      ]);
    }
    // The copy itself is untouched until the company decides.
    expect(await copyOf(f.db, f.a.company.id, templateId)).toMatchObject({
      content: before?.content,
      version: before?.version,
    });
    for (const companyId of [others.c, others.d, others.e]) {
      expect((await copyOf(f.db, companyId, templateId))?.updateVersion).toBeNull();
      expect(await noticesOf(companyId)).toEqual([]);
    }
    const [run] = await f.db
      .select()
      .from(templateUpdateRuns)
      .where(
        and(eq(templateUpdateRuns.templateId, templateId), eq(templateUpdateRuns.version, event.version)),
      );
    expect(run).toMatchObject({ status: "done", companies: 2, documents: 2 });
    const audits = await f.db
      .select()
      .from(acrossCompanies(auditEvents))
      .where(and(eq(auditEvents.action, "template.fanout"), eq(auditEvents.entityId, templateId)));
    expect(audits).toMatchObject([{ companyId: null, detail: { version: event.version, companies: 2 } }]);

    // The job again (a retry after it finished): nothing more.
    expect(await runFanout(t.app.platform, event)).toMatchObject({ companies: 0, notifications: 0 });
    expect(await noticesOf(f.a.company.id)).toHaveLength(1);
  });

  it("adds a template new to a package to subscribers' libraries, in the package's folder", async () => {
    const folder = await firstFolderOf(f.db, packageId);
    const event = await newTemplateInFolder(f.db, folder.id, "fan1");

    const result = await runFanout(t.app.platform, event);
    expect(result).toMatchObject({ companies: 2, documents: 2, notifications: 2 });

    for (const company of [f.a.company, f.b.company]) {
      const copy = await copyOf(f.db, company.id, event.templateId);
      expect(copy).toMatchObject({ name: "New policy fan1", templateVersion: 1, updateVersion: null });
      const [home] = await f.db
        .select()
        .from(companyFolders)
        .where(eq(companyFolders.id, copy?.folderId ?? ""));
      expect(home?.name).toBe(folder.name);
      expect(home?.companyId).toBe(company.id);
      const notices = (await noticesOf(company.id)).filter((n) => n.category === "New document");
      expect(notices).toMatchObject([
        { title: "New policy fan1", link: `/company/documents/editor?fileId=${copy?.id}` },
      ]);
    }
    for (const companyId of [others.c, others.d]) {
      expect(await copyOf(f.db, companyId, event.templateId)).toBeUndefined();
    }
  });
});

describe("crash safety", () => {
  let companyIds: string[];

  beforeAll(async () => {
    const more = [];
    for (let i = 0; i < 5; i++) {
      const companyId = await filledCompany();
      await subscribePackage(f.db, companyId, packageId, { addOns: i % 2 ? ["pro"] : ["updates"] });
      more.push(companyId);
    }
    companyIds = [f.a.company.id, f.b.company.id, ...more];
  }, 60_000);

  async function expectOneEach(templateId: string, version: number) {
    for (const companyId of companyIds) {
      const notices = (await noticesOf(companyId)).filter(
        (n) => n.dedupeKey === `template:${templateId}:${version}`,
      );
      expect(notices, companyId).toHaveLength(1);
      expect((await copyOf(f.db, companyId, templateId))?.updateVersion).toBe(version);
    }
  }

  it("a job killed after its first batch resumes after it: one notification and one mark each", async () => {
    const templateId = await templateOf(1);
    const event = await publishVersion(f.db, templateId, { content: "<p>Version two.</p>" });
    const crash = () => {
      throw new Error("the process died");
    };
    await expect(
      runFanout(t.app.platform, event, { batchSize: 2, hooks: { afterBatch: crash } }),
    ).rejects.toThrow("the process died");
    const [half] = await f.db
      .select()
      .from(templateUpdateRuns)
      .where(eq(templateUpdateRuns.templateId, templateId));
    expect(half).toMatchObject({ status: "running", companies: 2 });

    const rerun = await runFanout(t.app.platform, event, { batchSize: 2 });
    expect(rerun.companies).toBe(companyIds.length - 2);
    await expectOneEach(templateId, event.version);
  });

  it("a batch that dies inside its transaction leaves nothing behind, and the rerun does it once", async () => {
    const templateId = await templateOf(2);
    const event = await publishVersion(f.db, templateId, { content: "<p>Version two.</p>" });
    const dieInSecond = (batch: number) => {
      if (batch === 2) throw new Error("the database went away");
    };
    await expect(
      runFanout(t.app.platform, event, { batchSize: 3, hooks: { inBatch: dieInSecond } }),
    ).rejects.toThrow("the database went away");
    const marked = [];
    for (const companyId of companyIds) {
      if ((await copyOf(f.db, companyId, templateId))?.updateVersion === event.version)
        marked.push(companyId);
    }
    expect(marked).toHaveLength(3);

    // The whole job again, from the start (pg-boss retries the same job).
    await runFanout(t.app.platform, event, { batchSize: 3 });
    await runFanout(t.app.platform, event, { batchSize: 3 });
    await expectOneEach(templateId, event.version);
  });
});
