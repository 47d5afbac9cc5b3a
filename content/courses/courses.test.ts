import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { describe, expect, it } from "vitest";
import { documentTemplates } from "../documents";
import { checklistFor, checklistItemIds, newProviderChecklists } from "../site/checklist";
import { courseDefinitions } from "./index";

const pictureFolder = new URL("../images/courses/", import.meta.url);

/** The images of lesson HTML, with their source and alternative text ("" when missing). */
const picturesOf = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? "",
    alt: /\salt="([^"]*)"/.exec(tag)?.[1] ?? "",
  }));

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

  it("gives every lesson a picture that exists, with a description for people who cannot see it", () => {
    for (const lesson of courseDefinitions.flatMap((course) => course.lessons)) {
      const pictures = picturesOf(lesson.html);
      expect(pictures.length, lesson.title).toBeGreaterThan(0);
      for (const { src, alt } of pictures) {
        const file = /^\/content\/courses\/([a-z0-9-]+\.svg)$/.exec(src)?.[1];
        expect(file, `${lesson.title}: ${src}`).toBeDefined();
        expect(existsSync(new URL(file ?? "", pictureFolder)), src).toBe(true);
        expect(alt.trim().length, `alt of ${src}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps every course picture small, titled, used and free of scripts and outside references", () => {
    const used = new Set(
      courseDefinitions.flatMap((c) => c.lessons.flatMap((l) => picturesOf(l.html))).map((p) => p.src),
    );
    for (const file of readdirSync(pictureFolder)) {
      const url = new URL(file, pictureFolder);
      const svg = readFileSync(url, "utf8");
      expect(statSync(url).size, file).toBeLessThan(8 * 1024);
      expect(svg, file).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg, file).toMatch(/^<svg [^>]*role="img"/);
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg, file).not.toMatch(/<script|\son\w+=|href|url\(|@import|<image|<foreignObject/i);
      for (const [, font] of svg.matchAll(/font-family="([^"]*)"/g)) expect(font, file).toBe("sans-serif");
      expect(used, file).toContain(`/content/courses/${file}`);
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
