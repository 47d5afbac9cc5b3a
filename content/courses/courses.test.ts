import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { describe, expect, it } from "vitest";
import { documentTemplates } from "../documents";
import { checklistFor, checklistItemIds, newProviderChecklists } from "../site/checklist";
import { courseDefinitions } from "./index";

describe("the training courses", () => {
  it("has at least three courses with unique slugs, and lessons the sanitiser keeps whole", () => {
    expect(courseDefinitions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(courseDefinitions.map((course) => course.slug)).size).toBe(courseDefinitions.length);
    for (const course of courseDefinitions) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(2);
      for (const lesson of course.lessons) {
        expect(sanitiseDocumentHtml(lesson.html).replace(/\s+/g, "")).toBe(lesson.html.replace(/\s+/g, ""));
      }
    }
  });

  it("gives every question a right answer among its options and a reachable pass mark", () => {
    for (const course of courseDefinitions) {
      expect(course.questions.length).toBeGreaterThanOrEqual(5);
      expect(course.passMarkPercent).toBeGreaterThan(0);
      expect(course.passMarkPercent).toBeLessThanOrEqual(100);
      for (const question of course.questions) {
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        expect(question.answer).toBeGreaterThanOrEqual(0);
        expect(question.answer).toBeLessThan(question.options.length);
        expect(new Set(question.options).size).toBe(question.options.length);
      }
    }
  });
});

describe("the new-provider checklist", () => {
  const slugs = new Set(documentTemplates.map((template) => template.slug));

  it("names only documents that exist in the library", () => {
    for (const list of newProviderChecklists) {
      for (const item of list.sections.flatMap((section) => section.items)) {
        for (const slug of item.documents) expect(slugs, `${list.nation} ${item.id}`).toContain(slug);
      }
    }
  });

  it("has a checklist for each nation, and ids that mean one step everywhere", () => {
    expect(newProviderChecklists.map((list) => list.nation)).toEqual([
      "england",
      "wales",
      "scotland",
      "northern-ireland",
    ]);
    const texts = new Map<string, string>();
    for (const item of newProviderChecklists.flatMap((list) =>
      list.sections.flatMap((section) => section.items),
    )) {
      expect(texts.get(item.id) ?? item.text, item.id).toBe(item.text);
      texts.set(item.id, item.text);
    }
    expect(checklistItemIds.size).toBe(texts.size);
  });

  it("offers each nation only its own documents", () => {
    const nationOf = new Map(documentTemplates.map((template) => [template.slug, template.nation]));
    for (const list of newProviderChecklists) {
      const shown = checklistFor(list.nation).sections.flatMap((s) => s.items.flatMap((i) => i.documents));
      expect(shown.length).toBeGreaterThan(0);
      for (const document of shown) expect(nationOf.get(document.slug)).toBe(list.nation);
    }
  });
});
