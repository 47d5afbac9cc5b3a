import type { ExportJob } from "@cloudoc/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportStore, isActive, isNewer, percentDone, trayLingerMs } from "./export-store";

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

describe("the tray at the bottom (issue 19: a notice that stayed on every page)", () => {
  afterEach(() => vi.useRealTimers());
  const ids = (now: number) => exportStore.tray(now).map((j) => j._id);

  it("shows an export while it is made, and once finished until downloaded", () => {
    exportStore.put(job());
    expect(ids(Date.now())).toEqual(["job-1"]);
    exportStore.put(job({ status: "ready", done: 300 }));
    expect(ids(Date.now())).toEqual(["job-1"]);
    exportStore.take("job-1");
    expect(ids(Date.now())).toEqual([]);
    // The header's menu still lists it.
    expect(exportStore.snapshot().map((j) => j._id)).toEqual(["job-1"]);
  });

  it("lets a finished export go a minute after it finished, downloaded or not", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z") });
    exportStore.put(job());
    exportStore.put(job({ status: "ready", done: 300 }));
    const finished = Date.now();
    expect(exportStore.nextTrayChange(finished)).toBe(finished + trayLingerMs);
    expect(ids(finished + trayLingerMs - 1)).toEqual(["job-1"]);
    expect(ids(finished + trayLingerMs)).toEqual([]);
    expect(exportStore.nextTrayChange(finished + trayLingerMs)).toBeUndefined();
  });

  it("keeps an export that was already ready when the page loaded out of the tray", () => {
    exportStore.put(job({ status: "ready", done: 300 }));
    expect(ids(Date.now())).toEqual([]);
    expect(exportStore.snapshot()).toHaveLength(1);
  });
});
