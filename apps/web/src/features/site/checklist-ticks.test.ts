import { describe, expect, it } from "vitest";
import { checklistProgress, checklistStorageKey, readTicks, toggleTick, writeTicks } from "./checklist-ticks";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe("checklist ticks", () => {
  it("reads nothing from an empty or broken store", () => {
    expect(readTicks(undefined).size).toBe(0);
    expect(readTicks(memoryStorage()).size).toBe(0);
    expect(readTicks(memoryStorage({ [checklistStorageKey]: "{not json" })).size).toBe(0);
    expect([...readTicks(memoryStorage({ [checklistStorageKey]: '["a", 3, "b"]' }))]).toEqual(["a", "b"]);
  });

  it("writes sorted ids, and removes the key when nothing is ticked", () => {
    const storage = memoryStorage();
    writeTicks(storage, new Set(["b", "a"]));
    expect(storage.data.get(checklistStorageKey)).toBe('["a","b"]');
    writeTicks(storage, new Set());
    expect(storage.data.has(checklistStorageKey)).toBe(false);
  });

  it("toggles without changing the original", () => {
    const ticks = new Set(["a"]);
    expect([...toggleTick(ticks, "b")]).toEqual(["a", "b"]);
    expect([...toggleTick(ticks, "a")]).toEqual([]);
    expect([...ticks]).toEqual(["a"]);
  });

  it("counts progress over the items that exist now", () => {
    const sections = [{ items: [{ id: "a" }, { id: "b" }] }, { items: [{ id: "c" }] }];
    expect(checklistProgress(sections, new Set(["a", "gone"]))).toEqual({ done: 1, total: 3, percent: 33 });
    expect(checklistProgress([], new Set(["a"]))).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
