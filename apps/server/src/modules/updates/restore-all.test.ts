import { permissions as p, type RestoreRun, restoreProgressEvent, updateMessages } from "@cloudoc/contract";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { userRoom } from "../../platform/realtime/rooms";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage } from "../../testing/commerce";
import { documentTemplates } from "../catalogue/tables";
import { companyDocuments, documentBackups } from "../documents/tables";
import { type LibraryFixture, libraryFixture, testPackage, waitFor } from "../library/test-support";
import { decisionHelpers } from "./release-test-support";
import { runRestoreAll } from "./restore-all-worker";
import { restoreRuns } from "./tables";

let t: TestApp;
let f: LibraryFixture;
let h: ReturnType<typeof decisionHelpers>;

beforeAll(async () => {
  t = await createTestApp({ startWorkers: true });
  f = await libraryFixture(t);
  h = decisionHelpers(f);
  const packageId = f.ids.packageId(testPackage);
  await buyPackage(f.app, f.ownerA, packageId, { renewalPlan: "yearly", packages: ["combo"] });
  await buyPackage(f.app, f.ownerB, packageId, { renewalPlan: "yearly", packages: ["updates"] });
}, 120_000);
afterAll(() => t.close());

const restoreAll = (action: "start" | "status", token = f.ownerA) =>
  h.post("user/restore-documents", { action }, token);
const libraryOfA = () =>
  f.db
    .select()
    .from(companyDocuments)
    .where(
      ofCompany(
        companyDocuments,
        f.a.company.id,
        isNull(companyDocuments.deletedAt),
        eq(companyDocuments.origin, "library"),
      ),
    );
const restoreAllBackups = () =>
  f.db
    .select()
    .from(documentBackups)
    .where(ofCompany(documentBackups, f.a.company.id, eq(documentBackups.reason, "restore-all")));

describe("POST /user/restore-documents", () => {
  it("is refused without both document updates and management, and to staff who may not edit all", async () => {
    const refused = await restoreAll("start", f.ownerB);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().response).toBe(updateMessages.restoreAllNotAllowed);
    const reader = await f.person("user", [p.documents]);
    expect((await restoreAll("start", reader.token)).statusCode).toBe(403);
    expect((await restoreAll("status")).json()).toMatchObject({ status: 1, data: null });
  });

  it("answers the running one instead of starting a second", async () => {
    const [running] = await f.db
      .insert(restoreRuns)
      .values({ companyId: f.a.company.id, requestedBy: f.a.owner.id, status: "running" })
      .returning();
    const reply = (await restoreAll("start")).json();
    expect(reply).toMatchObject({ response: updateMessages.restoreAllRunning, data: { _id: running?.id } });
    await f.db
      .update(restoreRuns)
      .set({ status: "failed" })
      .where(ofCompany(restoreRuns, f.a.company.id, eq(restoreRuns.id, running?.id ?? "")));
  });

  it("restores every library document in a job, to done, with live progress to the requester", async () => {
    const emitted = vi.spyOn(t.app.platform.realtime, "emitToRoom");
    const library = await libraryOfA();
    const [edited] = library;
    if (!edited?.templateId) throw new Error("the fixture fills the library");
    await h.save(edited.id, "<p>Our own wording</p>");
    const editor = await f.person("user", [p.documents, p.editAll]);
    const started = (await restoreAll("start", editor.token)).json();
    expect(started).toMatchObject({
      status: 1,
      response: updateMessages.restoreAllStarted,
      data: { status: "queued" },
    });
    const run = await waitFor(async () => {
      const latest = (await restoreAll("status")).json().data as RestoreRun;
      return latest.status === "done" ? latest : undefined;
    });
    expect(run).toMatchObject({ _id: started.data._id, total: library.length, done: library.length });
    expect(run.finishedAt).not.toBeNull();
    const [master] = await f.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, edited.templateId));
    expect((await h.stored(edited.id)).content).toBe(master?.content);
    expect(await restoreAllBackups()).toHaveLength(library.length);
    const backups = (await f.get(f.ownerA, `user/backup/files?fileId=${edited.id}`)).json();
    expect(backups.list[0]).toMatchObject({ reason: "restore-all" });
    const progress = emitted.mock.calls.filter(([, event]) => event === restoreProgressEvent);
    expect(progress.every(([room]) => room === userRoom(editor.user.id))).toBe(true);
    expect(progress.at(-1)?.[2]).toMatchObject({ _id: run._id, status: "done", done: library.length });
    emitted.mockRestore();
  });

  it("resumes without restoring a document twice", async () => {
    const latest = (await restoreAll("status")).json().data as RestoreRun;
    await f.db
      .update(restoreRuns)
      .set({ status: "running", finishedAt: null })
      .where(and(eq(restoreRuns.id, latest._id), eq(restoreRuns.companyId, f.a.company.id)));
    const before = (await restoreAllBackups()).length;
    await runRestoreAll(t.app.platform, { runId: latest._id, companyId: f.a.company.id }, t.app.log);
    expect(await restoreAllBackups()).toHaveLength(before);
    expect((await restoreAll("status")).json().data).toMatchObject({
      _id: latest._id,
      status: "done",
      done: latest.done,
      total: latest.total,
    });
  });
});
