import { describe, expect, it } from "vitest";
import { groupItems, groupsUpTo } from "./progressive-lists";

const group = (name: string, size: number) => ({ name, packages: Array.from({ length: size }, (_, i) => i) });

describe("a long catalogue list shown a few items at a time", () => {
  it("fills the groups in order, an empty group taking one place for its message", () => {
    const groups = [group("care homes", 3), group("nursing", 0), group("home care", 2)];
    expect(groupItems(groups)).toBe(6);
    const shown = (count: number) => groupsUpTo(groups, count).map((g) => [g.group.name, g.shown]);
    expect(shown(2)).toEqual([["care homes", 2]]);
    expect(shown(4)).toEqual([
      ["care homes", 3],
      ["nursing", 1],
    ]);
    expect(shown(99)).toEqual([
      ["care homes", 3],
      ["nursing", 1],
      ["home care", 2],
    ]);
  });
});
