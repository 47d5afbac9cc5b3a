import type { AdminTreeFolder } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { flattenFolders, movedItem, templatesUnder } from "./tree-rules";

const folder = (
  id: string,
  name: string,
  documents = 0,
  folders: AdminTreeFolder[] = [],
): AdminTreeFolder => ({
  id,
  name,
  documents: Array.from({ length: documents }, (_, i) => ({
    id: `${id}${i}`,
    title: "T",
    policyNumber: "P",
    nation: "england",
    published: true,
  })),
  folders,
});

describe("the tree editor's rules", () => {
  it("finds the one item a reorder moved", () => {
    expect(movedItem(["a", "b", "c"], ["b", "c", "a"])).toEqual({ id: "a", position: 2 });
    expect(movedItem(["a", "b", "c"], ["c", "a", "b"])).toEqual({ id: "c", position: 0 });
    expect(movedItem(["a", "b", "c"], ["a", "c", "b"])).toEqual({ id: "b", position: 2 });
    expect(movedItem(["a", "b"], ["a", "b"])).toBeNull();
  });

  it("lists folders with their paths and counts templates under a folder", () => {
    const tree = [folder("p", "Policies", 1, [folder("s", "Safeguarding", 2)]), folder("f", "Forms")];
    expect(flattenFolders(tree)).toEqual([
      { id: "p", label: "Policies" },
      { id: "s", label: "Policies / Safeguarding" },
      { id: "f", label: "Forms" },
    ]);
    expect(templatesUnder(tree[0] as AdminTreeFolder)).toBe(3);
  });
});
