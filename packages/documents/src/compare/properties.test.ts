import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDocuments } from "./compare";
import { mergeDocuments } from "./merge";
import { resolveMerge } from "./resolve";
import { splitSections } from "./sections";
import { renderDocument, testDocument, threeVersions } from "./test-documents";

/** What a document says, block by block (layout aside). */
const wording = (html: string) =>
  splitSections(html).flatMap((section) => section.blocks.map((b) => b.signature));

function mergedHtml(base: string, mine: string, theirs: string): string {
  const settled = resolveMerge(mergeDocuments(base, mine, theirs), {});
  if (!("html" in settled)) throw new Error(`unexpected conflicts: ${settled.missing.join(", ")}`);
  return settled.html;
}

describe("merge properties", () => {
  it("merging an unchanged copy gives the master", () => {
    fc.assert(
      fc.property(threeVersions, ([base, , theirs]) => {
        const [b, t] = [renderDocument(base), renderDocument(theirs)];
        expect(wording(mergedHtml(b, b, t))).toEqual(wording(t));
      }),
    );
  });

  it("merging with an unchanged master gives the copy", () => {
    fc.assert(
      fc.property(threeVersions, ([base, mine]) => {
        const [b, m] = [renderDocument(base), renderDocument(mine)];
        expect(wording(mergedHtml(b, m, b))).toEqual(wording(m));
      }),
    );
  });

  it("merging the same change on both sides gives that change", () => {
    fc.assert(
      fc.property(threeVersions, ([base, same]) => {
        const [b, x] = [renderDocument(base), renderDocument(same)];
        expect(wording(mergedHtml(b, x, x))).toEqual(wording(x));
      }),
    );
  });

  it("drops no text of either side silently", () => {
    fc.assert(
      fc.property(threeVersions, ([base, mine, theirs]) => {
        const [b, m, t] = [base, mine, theirs].map(renderDocument) as [string, string, string];
        const result = mergeDocuments(b, m, t);
        const kept = new Set(
          result.sections
            .flatMap((s) => (s.outcome === "conflict" ? [s.mine, s.theirs] : [s.merged ?? ""]))
            .flatMap(wording),
        );
        const inBase = new Set(wording(b));
        const fresh = [...wording(m), ...wording(t)].filter((block) => !inBase.has(block));
        for (const block of fresh) expect(kept).toContain(block);
        expect(result.conflicts).toBe(result.sections.filter((s) => s.outcome === "conflict").length);
      }),
    );
  });

  it("drops no text of unrelated documents either", () => {
    fc.assert(
      fc.property(testDocument, testDocument, testDocument, (base, mine, theirs) => {
        const [b, m, t] = [base, mine, theirs].map(renderDocument) as [string, string, string];
        const result = mergeDocuments(b, m, t);
        const kept = new Set(
          result.sections
            .flatMap((s) => (s.outcome === "conflict" ? [s.mine, s.theirs] : [s.merged ?? ""]))
            .flatMap(wording),
        );
        const inBase = new Set(wording(b));
        for (const block of [...wording(m), ...wording(t)])
          if (!inBase.has(block)) expect(kept).toContain(block);
      }),
    );
  });
});

describe("compare properties", () => {
  it("finds every section of a document the same as itself", () => {
    fc.assert(
      fc.property(testDocument, (document) => {
        const html = renderDocument(document);
        expect(compareDocuments(html, html).every((section) => section.status === "same")).toBe(true);
      }),
    );
  });

  it("shows every block of both sides, in order", () => {
    fc.assert(
      fc.property(threeVersions, ([, before, after]) => {
        const [b, a] = [renderDocument(before), renderDocument(after)];
        const sections = compareDocuments(b, a);
        const shown = (side: "before" | "after") =>
          sections.flatMap((s) => s.blocks.map((block) => block[side])).filter(Boolean);
        expect(shown("after").join("\n")).toBe(
          splitSections(a)
            .flatMap((s) => s.blocks.map((x) => x.html))
            .join("\n"),
        );
        expect(new Set(shown("before"))).toEqual(
          new Set(splitSections(b).flatMap((s) => s.blocks.map((x) => x.html))),
        );
      }),
    );
  });
});
