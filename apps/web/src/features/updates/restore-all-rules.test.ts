import { permissions, type RestoreRun, restoreRunSchema } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  canRestoreAll,
  isRestoreRun,
  isRunActive,
  laterRun,
  percentRestored,
  progressText,
  type RestoreAllContext,
  touchedSummary,
} from "./restore-all-rules";

const on = { status: 1 };
const off = { status: 0 };
const owner: RestoreAllContext = {
  role: "company",
  permissions: [],
  companyState: { activesubs: true },
  profile: { documentUpdate: on, documentManagement: on },
};

describe("canRestoreAll", () => {
  it("shows for the owner with an active subscription and both statuses active", () => {
    expect(canRestoreAll(owner)).toBe(true);
  });

  it("hides without an active subscription, or before the state is known", () => {
    expect(canRestoreAll({ ...owner, companyState: { activesubs: false } })).toBe(false);
    expect(canRestoreAll({ ...owner, companyState: undefined })).toBe(false);
    expect(canRestoreAll({ ...owner, profile: undefined })).toBe(false);
  });

  it("hides unless both document update and document management are active", () => {
    expect(canRestoreAll({ ...owner, profile: { documentUpdate: off, documentManagement: on } })).toBe(false);
    expect(canRestoreAll({ ...owner, profile: { documentUpdate: on, documentManagement: off } })).toBe(false);
  });

  it("shows for a staff user only with the edit-all permission", () => {
    expect(canRestoreAll({ ...owner, role: "user", permissions: [permissions.documents] })).toBe(false);
    expect(canRestoreAll({ ...owner, role: "user", permissions: [permissions.editAll] })).toBe(true);
    expect(canRestoreAll({ ...owner, role: "employee", permissions: [permissions.editAll] })).toBe(false);
    expect(canRestoreAll({ ...owner, role: undefined })).toBe(false);
  });
});

const run = (over: Partial<RestoreRun>): RestoreRun => ({
  _id: "r1",
  status: "running",
  total: 40,
  done: 10,
  startedAt: "2025-01-01T10:00:00.000Z",
  finishedAt: null,
  ...over,
});

describe("restore runs", () => {
  it("knows a run that still needs watching", () => {
    expect(isRunActive(run({ status: "queued" }))).toBe(true);
    expect(isRunActive(run({ status: "running" }))).toBe(true);
    expect(isRunActive(run({ status: "done" }))).toBe(false);
    expect(isRunActive(null)).toBe(false);
  });

  it("takes a live payload as a run exactly when the contract's schema does", () => {
    const payloads: unknown[] = [
      run({}),
      run({ status: "done", finishedAt: "2026-11-26T10:00:00Z" }),
      { ...run({}), status: "paused" },
      { ...run({}), total: 1.5 },
      { ...run({}), finishedAt: undefined },
      { ...run({}), _id: 7 },
      null,
      "restore",
    ];
    for (const payload of payloads) {
      expect(isRestoreRun(payload)).toBe(restoreRunSchema.safeParse(payload).success);
    }
  });

  it("never goes back: fewer done, or running again after done, is old news", () => {
    expect(laterRun(run({ done: 20 }), run({ done: 15 })).done).toBe(20);
    expect(laterRun(run({ done: 20 }), run({ done: 25 })).done).toBe(25);
    expect(laterRun(run({ status: "done", done: 40 }), run({ done: 39 })).status).toBe("done");
    expect(laterRun(null, run({})).done).toBe(10);
  });

  it("takes a run started later over an older one", () => {
    const newer = run({ _id: "r2", startedAt: "2025-01-02T10:00:00.000Z", done: 0 });
    expect(laterRun(run({}), newer)._id).toBe("r2");
    expect(laterRun(newer, run({}))._id).toBe("r2");
  });

  it("reads as a percentage and in words", () => {
    expect(percentRestored(run({}))).toBe(25);
    expect(percentRestored(run({ total: 0, done: 0 }))).toBe(100);
    expect(progressText(run({}))).toBe("Restoring 10 of 40 documents…");
    expect(progressText(run({ status: "done", done: 1, total: 1 }))).toBe(
      "1 document restored to the library version.",
    );
    expect(progressText(run({ status: "failed" }))).toBe("Restore All stopped after 10 documents.");
  });

  it("lists touched documents briefly", () => {
    expect(touchedSummary(["a", "b", "c"], 12, 2)).toEqual({ listed: ["a", "b"], more: 10 });
    expect(touchedSummary(["a"], 1)).toEqual({ listed: ["a"], more: 0 });
  });
});
