import { type LibraryUser, permissions } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  bulkActionStates,
  clampPage,
  documentAbilities,
  folderAbilities,
  listSummary,
  oneYearAhead,
  pageCount,
  pageOfList,
  pageSelection,
  rangeText,
  searchTextOf,
  skipOf,
  snippetParts,
  toggleId,
  togglePage,
} from "./view-rules";

const owner: LibraryUser = { role: "company", permissions: [], userId: "o" };
const staff = (...granted: string[]): LibraryUser => ({
  role: "user",
  permissions: [permissions.documents, ...granted],
  userId: "u1",
});
const doc = (
  change: Partial<{
    createdBy: string | null;
    status_type: "published" | "unpublished";
    templateId: string | null;
  }> = {},
) => ({
  createdBy: null,
  status_type: "unpublished" as const,
  templateId: "t1",
  ...change,
});

describe("paging", () => {
  it("counts pages of 10 and skips to each", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(skipOf(1)).toBe(0);
    expect(skipOf(3)).toBe(20);
    expect(skipOf(0)).toBe(0);
  });

  it("keeps a page that still exists after the list shrank", () => {
    expect(clampPage(3, 21)).toBe(3);
    expect(clampPage(3, 20)).toBe(2);
    expect(clampPage(-2, 5)).toBe(1);
  });

  it("describes the range shown", () => {
    expect(rangeText(2, 10, 34)).toBe("Showing 11–20 of 34");
    expect(rangeText(4, 4, 34)).toBe("Showing 31–34 of 34");
    expect(rangeText(1, 0, 0)).toBe("No documents");
  });

  it("pages a list held whole", () => {
    const items = Array.from({ length: 23 }, (_, n) => n);
    expect(pageOfList(items, 3)).toEqual([20, 21, 22]);
    expect(pageOfList(items, 9)).toEqual([20, 21, 22]);
  });
});

describe("searchTextOf", () => {
  it("is undefined for empty or blank text, so the list stays as it is (spec 001 §5)", () => {
    expect(searchTextOf("")).toBeUndefined();
    expect(searchTextOf("   ")).toBeUndefined();
    expect(searchTextOf(" care plan ")).toBe("care plan");
  });
});

describe("oneYearAhead", () => {
  it("is the same day next year, and 1 March after 29 February", () => {
    expect(oneYearAhead("2025-06-15")).toBe("2026-06-15");
    expect(oneYearAhead("2028-02-29")).toBe("2029-03-01");
    expect(oneYearAhead()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("selection", () => {
  it("toggles one id and a whole page", () => {
    expect([...toggleId(new Set(["a"]), "b")]).toEqual(["a", "b"]);
    expect([...toggleId(new Set(["a"]), "a")]).toEqual([]);
    expect([...togglePage(new Set(["a"]), ["a", "b"])].sort()).toEqual(["a", "b"]);
    expect([...togglePage(new Set(["a", "b", "z"]), ["a", "b"])]).toEqual(["z"]);
    expect(pageSelection(new Set(["a"]), ["a", "b"])).toBe("some");
    expect(pageSelection(new Set(["a", "b"]), ["a", "b"])).toBe("all");
    expect(pageSelection(new Set(), [])).toBe("none");
  });
});

describe("bulkActionStates", () => {
  it("offers everything to the owner, disabling what would change nothing", () => {
    const states = bulkActionStates([doc({ status_type: "published", templateId: null })], owner);
    expect(states.publish).toMatchObject({ visible: true, enabled: false });
    expect(states.publish.hint).toBeTruthy();
    expect(states.unpublish).toEqual({ visible: true, enabled: true });
    expect(states.overwrite).toMatchObject({ visible: true, enabled: false });
    expect(states.review).toEqual({ visible: true, enabled: true });
    expect(states.delete).toEqual({ visible: true, enabled: true });
  });

  it("hides an action unless the user may do it to every selected document", () => {
    const mine = doc({ createdBy: "u1" });
    const library = doc();
    const ownOnly = bulkActionStates([mine, library], staff(permissions.deleteOwnDocuments));
    expect(ownOnly.delete.visible).toBe(false);
    expect(ownOnly.publish.visible).toBe(false);
    expect(bulkActionStates([mine], staff(permissions.deleteOwnDocuments)).delete.visible).toBe(true);
    const editor = bulkActionStates([mine, library], staff(permissions.editAll));
    expect(editor.publish.visible).toBe(true);
    expect(editor.delete.visible).toBe(false);
  });

  it("offers nothing for an empty selection or to an employee", () => {
    const none = bulkActionStates([], owner);
    expect(Object.values(none).every((s) => !s.visible)).toBe(true);
    const employee = bulkActionStates([doc()], {
      role: "employee",
      permissions: [permissions.documents],
      userId: "e",
    });
    expect(Object.values(employee).every((s) => !s.visible)).toBe(true);
  });
});

describe("abilities", () => {
  it("follows the permission rules for documents and folders", () => {
    expect(documentAbilities(staff(), { createdBy: "u1" })).toEqual({ edit: true, remove: false });
    expect(documentAbilities(staff(permissions.deleteAnyDocument), { createdBy: null })).toEqual({
      edit: false,
      remove: true,
    });
    expect(folderAbilities(staff(permissions.addFolder), { createdBy: "u2" })).toEqual({
      create: true,
      edit: false,
      remove: false,
    });
    expect(folderAbilities(owner, { createdBy: null })).toEqual({ create: true, edit: true, remove: true });
  });
});

describe("snippetParts", () => {
  it("splits the marked hits out as text, decoding entities and dropping any other tags", () => {
    expect(snippetParts("The <mark>care</mark> plan &amp; <b>notes</b>")).toEqual([
      { text: "The ", marked: false, at: 0 },
      { text: "care", marked: true, at: 4 },
      { text: " plan & notes", marked: false, at: 21 },
    ]);
    const parts = snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror="x">');
    expect(parts.map((p) => p.text).join("")).toBe("<script>alert(1)</script> ");
    expect(snippetParts("")).toEqual([]);
  });
});

describe("listSummary", () => {
  it("names the folders when a level holds only folders", () => {
    expect(listSummary(1, 0, 0, 6)).toBe("6 folders");
    expect(listSummary(1, 0, 0, 1)).toBe("1 folder");
    expect(listSummary(1, 0, 0, 0)).toBe("No documents");
    expect(listSummary(1, 3, 3, 2)).toBe("Showing 1–3 of 3");
  });
});
