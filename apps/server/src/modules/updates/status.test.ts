import { permissions as p, updateMessages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { acrossCompanies } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { companies } from "../accounts/tables";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { baseWording, decisionHelpers, policy, publishRelease } from "./release-test-support";
import { documentUpdateDecisions } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let h: ReturnType<typeof decisionHelpers>;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
  h = decisionHelpers(f);
});
afterAll(() => t.close());

const auditsOf = (action: string, entityId: string) =>
  f.db
    .select()
    .from(acrossCompanies(auditEvents))
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

describe("POST /user/document/latest-update", () => {
  it("answers the waiting release, or the one the copy matches", async () => {
    const document = await h.documentA(0);
    const now = (await h.post("user/document/latest-update", { fileId: document.id })).json();
    expect(now).toMatchObject({
      status: 1,
      data: { fileId: document.id, updateAvailable: false, templateVersion: 1, release: { version: 1 } },
    });
    const version = await publishRelease(f, document.templateId, policy(baseWording), {
      releaseNotes: "Clearer purpose.",
      changeClass: "major",
    });
    const waiting = (await h.post("user/document/latest-update", { fileId: document.id })).json();
    expect(waiting.data).toMatchObject({
      updateAvailable: true,
      templateVersion: 1,
      release: { version, releaseNotes: "Clearer purpose.", changeClass: "major" },
    });
    expect((await h.post("user/document/latest-update", { fileId: document.id }, f.ownerB)).statusCode).toBe(
      404,
    );
    const nobody = await f.person("user", []);
    expect(
      (await h.post("user/document/latest-update", { fileId: document.id }, nobody.token)).statusCode,
    ).toBe(403);
  });
});

describe("POST /user/opened/status", () => {
  it("records the first opening of a waiting update once", async () => {
    const document = await h.documentA(1);
    const none = (await h.post("user/opened/status", { fileId: document.id })).json();
    expect(none.data).toEqual({ fileId: document.id, opened: false });
    await publishRelease(f, document.templateId, policy(baseWording));
    const first = (await h.post("user/opened/status", { fileId: document.id })).json();
    expect(first.data).toEqual({ fileId: document.id, opened: true });
    const openedAt = (await h.stored(document.id)).updateOpenedAt;
    expect(openedAt).not.toBeNull();
    await h.post("user/opened/status", { fileId: document.id });
    expect((await h.stored(document.id)).updateOpenedAt).toEqual(openedAt);
    expect(await auditsOf("document.update.opened", document.id)).toHaveLength(1);
  });

  it("answers 404 for another company's document and 403 for a staff user who may not edit", async () => {
    const document = await h.documentA(2);
    expect((await h.post("user/opened/status", { fileId: document.id }, f.ownerB)).statusCode).toBe(404);
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/opened/status", { fileId: document.id }, reader.token)).statusCode).toBe(403);
  });
});

describe("POST /user/get/touched/userfile", () => {
  it("lists library documents edited since their last master, with folder and editor", async () => {
    const before = (await h.post("user/get/touched/userfile", {})).json();
    const document = await h.documentA(3);
    await h.save(document.id, "<p>Our own words</p>");
    const listed = (await h.post("user/get/touched/userfile", {})).json();
    expect(listed.total).toBe(before.total + 1);
    expect(listed.list[0]).toMatchObject({
      _id: document.id,
      name: document.name,
      policyNumber: document.policyNumber,
      folderName: expect.any(String),
      updatedByName: `${f.a.owner.firstname} ${f.a.owner.lastname}`,
    });
    // Company B sees none of A's.
    expect((await h.post("user/get/touched/userfile", {}, f.ownerB)).json().list).not.toContainEqual(
      expect.objectContaining({ _id: document.id }),
    );
    // Restored to the admin version: untouched again.
    await h.post("user/restore-file", { fileId: document.id });
    expect((await h.post("user/get/touched/userfile", {})).json().total).toBe(before.total);
  });

  it("counts an accepted master as untouched, a merge as edited, a variables-only update as no edit", async () => {
    const copy = await h.reconciled(4);
    const listed = (await h.post("user/get/touched/userfile", {})).json();
    expect(listed.list.map((d: { _id: string }) => d._id)).not.toContain(copy.id);
    const start = listed.total;
    await h.post("user/updatecontent", { fileId: copy.id, variables: { "company.director": "Pat Lee" } });
    expect((await h.post("user/get/touched/userfile", {})).json().total).toBe(start);
    await h.save(copy.id, policy({ ...baseWording, purpose: "Ours." }));
    expect((await h.post("user/get/touched/userfile", {})).json().total).toBe(start + 1);
    const version = await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "Theirs." }));
    const compared = (await h.post("user/comparefile", { fileId: copy.id })).json().data;
    await h.post("user/accept-update", {
      fileId: copy.id,
      version: compared.version,
      toVersion: version,
      take: "merge",
    });
    // The merge keeps the company's purpose: still theirs to lose in a Restore All.
    expect((await h.post("user/get/touched/userfile", {})).json().total).toBe(start + 1);
  });

  it("pages with skip and limit", async () => {
    for (const n of [6, 7]) await h.save((await h.documentA(n)).id, `<p>Edit ${n}</p>`);
    const all = (await h.post("user/get/touched/userfile", {})).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const page = (await h.post("user/get/touched/userfile", { skip: 1, limit: 1 })).json();
    expect(page.list).toEqual([all.list[1]]);
    expect(page.total).toBe(all.total);
  });
});

describe("POST /user/autoupdate/recent-updates", () => {
  it("turns automatic updates on and off (owner), audited, and lists what they applied", async () => {
    const on = (await h.post("user/autoupdate/recent-updates", { autoUpdate: true })).json();
    expect(on).toMatchObject({
      status: 1,
      response: updateMessages.autoUpdateOn,
      autoUpdate: true,
      total: 0,
    });
    const [company] = await f.db.select().from(companies).where(eq(companies.id, f.a.company.id));
    expect(company?.autoUpdate).toBe(true);
    expect(await auditsOf("company.auto-update", f.a.company.id)).toHaveLength(1);

    const document = await h.documentA(5);
    const version = await publishRelease(f, document.templateId, policy(baseWording), {
      releaseNotes: "Applied for you.",
      mark: false,
    });
    await f.db.insert(documentUpdateDecisions).values({
      companyId: f.a.company.id,
      documentId: document.id,
      templateId: document.templateId,
      templateVersion: version,
      decision: "auto-updated",
    });
    const listed = (await h.post("user/autoupdate/recent-updates", {})).json();
    expect(listed).toMatchObject({ response: "", autoUpdate: true, total: 1 });
    expect(listed.list[0]).toMatchObject({
      fileId: document.id,
      name: document.name,
      policyNumber: document.policyNumber,
      templateVersion: version,
      releaseNotes: "Applied for you.",
    });
    expect((await h.post("user/autoupdate/recent-updates", {}, f.ownerB)).json()).toMatchObject({
      autoUpdate: false,
      total: 0,
    });
    const off = (await h.post("user/autoupdate/recent-updates", { autoUpdate: false })).json();
    expect(off).toMatchObject({ response: updateMessages.autoUpdateOff, autoUpdate: false });
  });

  it("lets only the owner or a user who may edit everything change it", async () => {
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/autoupdate/recent-updates", {}, reader.token)).statusCode).toBe(200);
    const refused = await h.post("user/autoupdate/recent-updates", { autoUpdate: true }, reader.token);
    expect(refused.statusCode).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    const allowed = await h.post("user/autoupdate/recent-updates", { autoUpdate: true }, editor.token);
    expect(allowed.json()).toMatchObject({ response: updateMessages.autoUpdateOn, autoUpdate: true });
  });
});
