import type { ExportJob } from "@cloudoc/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { exportStore, isActive, isNewer, percentDone } from "./export-store";

const job = (over: Partial<ExportJob> = {}): ExportJob => ({
  _id: "job-1",
  format: "pdf",
  status: "running",
  total: 300,
  done: 10,
  fileName: "Documents.zip",
  error: null,
  createdAt: "2026-01-01T10:00:00.000Z",
  expiresAt: null,
  ...over,
});

beforeEach(() => exportStore.clear());

describe("the export store", () => {
  it("adds new jobs first and takes newer progress only", () => {
    exportStore.put(job());
    exportStore.put(job({ _id: "job-2", format: "word" }));
    expect(exportStore.snapshot().map((j) => j._id)).toEqual(["job-2", "job-1"]);
    exportStore.put(job({ done: 5 }));
    expect(exportStore.snapshot()[1]?.done).toBe(10);
    exportStore.put(job({ done: 120 }));
    expect(exportStore.snapshot()[1]?.done).toBe(120);
  });

  it("never goes back from ready, but shows a retry after a failure", () => {
    expect(isNewer(job({ status: "ready", done: 300 }), job({ status: "running", done: 299 }))).toBe(false);
    expect(isNewer(job({ status: "failed", done: 40 }), job({ status: "running", done: 0 }))).toBe(true);
    expect(isNewer(job({ status: "running", done: 299 }), job({ status: "failed", done: 40 }))).toBe(true);
  });

  it("keeps a dismissed job hidden, even when news of it arrives", () => {
    let heard = 0;
    const stop = exportStore.subscribe(() => {
      heard += 1;
    });
    exportStore.put(job());
    exportStore.dismiss("job-1");
    exportStore.put(job({ status: "ready", done: 300 }));
    expect(exportStore.snapshot()).toEqual([]);
    expect(heard).toBe(2);
    stop();
  });

  it("reports activity and percentages", () => {
    expect(isActive(job({ status: "queued" }))).toBe(true);
    expect(isActive(job({ status: "ready" }))).toBe(false);
    expect(percentDone(job({ done: 150 }))).toBe(50);
    expect(percentDone(job({ total: 0, done: 0 }))).toBe(100);
  });
});
