import { messages, permissions as p, updateMessages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { acrossCompanies } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
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

const decisionsOf = (documentId: string) =>
  f.db
    .select()
    .from(acrossCompanies(documentUpdateDecisions))
    .where(eq(documentUpdateDecisions.documentId, documentId));
const auditsOf = (action: string, entityId: string) =>
  f.db
    .select()
    .from(acrossCompanies(auditEvents))
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));

/** A copy reconciled with the base wording, its purpose then edited by the company. */
async function editedCopy(n: number) {
  const copy = await h.reconciled(n);
  await h.save(copy.id, policy({ ...baseWording, purpose: "We keep everyone in our homes safe." }));
  return copy;
}

describe("POST /user/comparefile", () => {
  it("compares the company's edited copy with the new master, with the merge keeping both", async () => {
    const copy = await editedCopy(0);
    const version = await publishRelease(
      f,
      copy.templateId,
      policy({ ...baseWording, scope: "All staff and volunteers." }),
      {
        releaseNotes: "Volunteers are now in scope.",
      },
    );
    const reply = await h.post("user/comparefile", { fileId: copy.id });
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data).toMatchObject({
      fileId: copy.id,
      version: (await h.stored(copy.id)).version,
      fromVersion: copy.templateVersion,
      edited: true,
      updateAvailable: true,
      release: {
        templateId: copy.templateId,
        version,
        releaseNotes: "Volunteers are now in scope.",
        changeClass: "minor",
      },
      merge: { conflicts: 0 },
    });
    const outcomes = Object.fromEntries(
      data.merge.sections.map((s: { key: string; outcome: string }) => [s.key, s.outcome]),
    );
    expect(outcomes).toMatchObject({ purpose: "mine", scope: "theirs", responsibilities: "unchanged" });
    expect(data.sections.map((s: { status: string }) => s.status)).toEqual(["changed", "changed", "same"]);
  });

  it("says an unedited copy is not edited", async () => {
    const copy = await h.reconciled(1);
    await publishRelease(f, copy.templateId, policy({ ...baseWording, duties: "The manager leads." }));
    const { data } = (await h.post("user/comparefile", { fileId: copy.id })).json();
    expect(data).toMatchObject({ edited: false, updateAvailable: true });
  });

  it("answers another company's or an unknown id with 404, and a company-made document with 400", async () => {
    const document = await h.documentA(2);
    expect((await h.post("user/comparefile", { fileId: document.id }, f.ownerB)).statusCode).toBe(404);
    expect(
      (await h.post("user/comparefile", { fileId: "00000000-0000-4000-8000-000000000000" })).statusCode,
    ).toBe(404);
    const own = (await h.post("user/createFile", { fileName: "Our own policy" })).json().data;
    const reply = await h.post("user/comparefile", { fileId: own._id });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(updateMessages.noLibraryVersion);
  });

  it("needs library reading rights", async () => {
    const document = await h.documentA(2);
    const nobody = await f.person("user", []);
    expect((await h.post("user/comparefile", { fileId: document.id }, nobody.token)).statusCode).toBe(403);
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/comparefile", { fileId: document.id }, reader.token)).statusCode).toBe(200);
  });
});

describe("POST /user/admin-view-content", () => {
  it("shows the master's current wording and release", async () => {
    const document = await h.documentA(3);
    const version = await publishRelease(f, document.templateId, policy(baseWording), { mark: false });
    const reply = await h.post("user/admin-view-content", { fileId: document.id });
    expect(reply.json()).toMatchObject({
      status: 1,
      data: { fileId: document.id, content: policy(baseWording), release: { version } },
    });
    expect((await h.post("user/admin-view-content", { fileId: document.id }, f.ownerB)).statusCode).toBe(404);
  });
});

describe("POST /user/accept-update", () => {
  it("takes the master: backup first, a new version, the mark cleared, the decision recorded", async () => {
    const copy = await editedCopy(4);
    const before = await h.stored(copy.id);
    const version = await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "Everyone." }), {
      changeClass: "major",
    });
    const reply = await h.post("user/accept-update", {
      fileId: copy.id,
      version: before.version,
      toVersion: version,
      take: "master",
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 1,
      response: updateMessages.updateAccepted,
      data: { fileId: copy.id, version: before.version + 1, templateVersion: version },
    });
    expect(await h.stored(copy.id)).toMatchObject({
      content: policy({ ...baseWording, scope: "Everyone." }),
      templateVersion: version,
      updateVersion: null,
      reacknowledgeRequired: true,
    });
    const backups = (await f.get(f.ownerA, `user/backup/files?fileId=${copy.id}`)).json();
    expect(backups.list[0]).toMatchObject({
      backupId: body.data.backupId,
      reason: "update-accepted",
      version: before.version,
    });
    expect((await h.versionsOf(copy.id)).at(-1)).toMatchObject({ source: "library-accepted" });
    expect((await decisionsOf(copy.id)).at(-1)).toMatchObject({
      decision: "accepted",
      templateVersion: version,
    });
    expect(await auditsOf("document.update.accepted", copy.id)).toHaveLength(2);
  });

  it("answers 409 for a stale version and for a master that moved on, 400 when nothing waits", async () => {
    const copy = await editedCopy(5);
    const version = await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "Some." }));
    const current = (await h.stored(copy.id)).version;
    const accept = (payload: object) =>
      h.post("user/accept-update", {
        fileId: copy.id,
        version: current,
        toVersion: version,
        take: "master",
        ...payload,
      });
    const stale = await accept({ version: current - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toBe(messages.conflict);
    await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "More." }));
    const moved = await accept({});
    expect(moved.statusCode).toBe(409);
    expect(moved.json().response).toBe(updateMessages.updateMoved);
    expect((await accept({ toVersion: version + 1 })).statusCode).toBe(200);
    const again = await accept({ version: current + 1, toVersion: version + 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(updateMessages.noUpdate);
  });

  it("merges: a conflict needs a choice, and the result keeps both sides' changes", async () => {
    const copy = await h.reconciled(6);
    await h.save(copy.id, policy({ ...baseWording, purpose: "Our purpose.", scope: "Our scope." }));
    const version = await publishRelease(
      f,
      copy.templateId,
      policy({ ...baseWording, scope: "Their scope.", duties: "Their duties." }),
    );
    const compared = (await h.post("user/comparefile", { fileId: copy.id })).json().data;
    expect(compared.merge.conflicts).toBe(1);
    const merge = (choices: object) =>
      h.post("user/accept-update", {
        fileId: copy.id,
        version: compared.version,
        toVersion: version,
        take: "merge",
        choices,
      });
    const unsettled = await merge({});
    expect(unsettled.statusCode).toBe(400);
    expect(unsettled.json().response).toBe(updateMessages.chooseEverySection);
    const merged = await merge({ scope: { html: "<h2>Scope</h2><p>Our scope and theirs.</p>" } });
    expect(merged.statusCode).toBe(200);
    const content = (await h.stored(copy.id)).content;
    expect(content).toContain("Our purpose.");
    expect(content).toContain("Their duties.");
    expect(content).toContain("Our scope and theirs.");
    expect(content).not.toContain("Their scope.");
    expect((await h.versionsOf(copy.id)).at(-1)).toMatchObject({ source: "merge" });
    expect((await decisionsOf(copy.id)).at(-1)).toMatchObject({ decision: "merged" });
    const backups = (await f.get(f.ownerA, `user/backup/files?fileId=${copy.id}`)).json();
    expect(backups.list[0]).toMatchObject({ reason: "update-accepted" });
  });

  it("answers 404 for another company's document and 403 for a staff user who may not edit", async () => {
    const copy = await editedCopy(7);
    const version = await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "X." }));
    const payload = {
      fileId: copy.id,
      version: (await h.stored(copy.id)).version,
      toVersion: version,
      take: "master",
    };
    expect((await h.post("user/accept-update", payload, f.ownerB)).statusCode).toBe(404);
    const reader = await f.person("user", [p.documents]);
    expect((await h.post("user/accept-update", payload, reader.token)).statusCode).toBe(403);
    expect((await h.post("user/reject-document", { fileId: copy.id }, reader.token)).statusCode).toBe(403);
    const editor = await f.person("user", [p.documents, p.editAll]);
    expect((await h.post("user/accept-update", payload, editor.token)).statusCode).toBe(200);
  });
});

describe("POST /user/reject-document", () => {
  it("keeps the copy, clears the notice, and the next release merges only its own change", async () => {
    const copy = await editedCopy(8);
    const rejected = await publishRelease(
      f,
      copy.templateId,
      policy({ ...baseWording, scope: "Rejected scope." }),
    );
    const before = await h.stored(copy.id);
    const reply = await h.post("user/reject-document", { fileId: copy.id, toVersion: rejected });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: updateMessages.updateRejected,
      data: { fileId: copy.id, version: before.version, backupId: null, templateVersion: rejected },
    });
    expect(await h.stored(copy.id)).toMatchObject({
      content: before.content,
      version: before.version,
      templateVersion: rejected,
      updateVersion: null,
      updateOpenedAt: null,
    });
    expect((await decisionsOf(copy.id)).at(-1)).toMatchObject({
      decision: "rejected",
      templateVersion: rejected,
      decidedBy: f.a.owner.id,
      backupId: null,
    });
    expect(await auditsOf("document.update.rejected", copy.id)).toHaveLength(1);
    const again = await h.post("user/reject-document", { fileId: copy.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(updateMessages.noUpdate);

    // The next release changes the responsibilities only: that is all the merge brings.
    const next = await publishRelease(
      f,
      copy.templateId,
      policy({ ...baseWording, scope: "Rejected scope.", duties: "New duties." }),
    );
    const compared = (await h.post("user/comparefile", { fileId: copy.id })).json().data;
    expect(compared).toMatchObject({
      fromVersion: rejected,
      release: { version: next },
      merge: { conflicts: 0 },
    });
    const merged = await h.post("user/accept-update", {
      fileId: copy.id,
      version: compared.version,
      toVersion: next,
      take: "merge",
    });
    expect(merged.statusCode).toBe(200);
    const content = (await h.stored(copy.id)).content;
    expect(content).toContain("We keep everyone in our homes safe.");
    expect(content).toContain("This policy covers all staff.");
    expect(content).toContain("New duties.");
  });

  it("answers 409 when the release rejected is no longer the one waiting, 404 for another company", async () => {
    const copy = await h.reconciled(9);
    const version = await publishRelease(f, copy.templateId, policy({ ...baseWording, scope: "Y." }));
    const moved = await h.post("user/reject-document", { fileId: copy.id, toVersion: version - 1 });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().response).toBe(updateMessages.updateMoved);
    expect((await h.post("user/reject-document", { fileId: copy.id }, f.ownerB)).statusCode).toBe(404);
    const own = (await h.post("user/createFile", { fileName: "Ours to reject" })).json().data;
    expect((await h.post("user/reject-document", { fileId: own._id })).statusCode).toBe(400);
  });
});
