import {
  faqs as contentFaqs,
  knowledgeArticles as contentKnowledge,
  sampleDocuments as contentSamples,
  testimonials as contentTestimonials,
  documentUpdates as contentUpdates,
  faqCategories,
} from "@cloudoc/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
});
afterAll(() => t.close());

const post = async (url: string, payload?: object) => {
  const reply = await t.app.inject({ method: "POST", url: `/api/${url}`, payload });
  return { code: reply.statusCode, body: reply.json() };
};

describe("legal pages", () => {
  it("lists the pages by name and slug", async () => {
    const { code, body } = await post("user/page-lists", {});
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 1, total: 4 });
    expect(body.list).toContainEqual({ name: "Privacy Policy", slug: "privacy-policy" });
    expect(body.list.map((p: { slug: string }) => p.slug).sort()).toEqual([
      "disclaimer",
      "privacy-policy",
      "terms-and-conditions",
      "user-licence-agreement",
    ]);
  });

  it("answers one page with its sanitised content", async () => {
    const { code, body } = await post("user/page-details", { slug: "terms-and-conditions" });
    expect(code).toBe(200);
    expect(body.response).toMatchObject({ name: "Terms and Conditions", slug: "terms-and-conditions" });
    expect(body.response.content).toContain("<h2>");
    expect(body.response.content).not.toMatch(/<script/i);
  });

  it("answers 404 for an unknown page and 400 for a malformed slug", async () => {
    expect(await post("user/page-details", { slug: "cookie-policy" })).toEqual({
      code: 404,
      body: { status: 0, response: "No records found" },
    });
    const bad = await post("user/page-details", { slug: "../etc/passwd" });
    expect(bad.code).toBe(400);
    expect(bad.body.response).toBe("Please give a valid slug, such as care-home-england.");
  });
});

describe("home page content", () => {
  it("lists the testimonials in order", async () => {
    const { body } = await post("user/get-testimonial-lists");
    expect(body.total).toBe(contentTestimonials.length);
    expect(body.list[0]).toMatchObject({
      name: contentTestimonials[0]?.name,
      quote: contentTestimonials[0]?.quote,
      rating: contentTestimonials[0]?.rating,
    });
    expect(body.list[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists document updates newest first, 10 by default, paged", async () => {
    const { body } = await post("user/get-updated-documents", {});
    expect(body).toMatchObject({ status: 1, total: contentUpdates.length });
    expect(body.list).toHaveLength(10);
    expect(body.list[0]).toMatchObject({
      filename: "Data Protection and Confidentiality",
      policyNumber: "ENG-GV-02",
      updated_at: "2026-09-14",
    });
    const dates = body.list.map((u: { updated_at: string }) => u.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await post("user/get-updated-documents", { skip: 10, limit: 5 });
    expect(next.body.list).toHaveLength(5);
    expect(next.body.list[0].updated_at <= dates[9]).toBe(true);
    expect(next.body.total).toBe(contentUpdates.length);
    const past = await post("user/get-updated-documents", { skip: 100 });
    expect(past.body).toMatchObject({ status: 2, list: [], total: contentUpdates.length });
    const bad = await post("user/get-updated-documents", { limit: -1 });
    expect(bad.code).toBe(400);
  });

  it("lists the eight sample documents with their templates", async () => {
    const { body } = await post("user/sample-documents");
    expect(body.total).toBe(8);
    expect(body.list.map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.list[0]).toMatchObject({
      number: 1,
      policyNumber: "ENG-SR-01",
      title: "Safeguarding Adults",
      slug: "safeguarding-adults-england",
      kind: "policy",
    });
    expect(body.list.map((s: { policyNumber: string }) => s.policyNumber)).toEqual(
      contentSamples.map((s) => s.policyNumber),
    );
    expect(body.list.every((s: { slug: string | null }) => s.slug !== null)).toBe(true);
  });
});

describe("help content", () => {
  it("lists the FAQs flat with their categories, in order, and searches them", async () => {
    const { body } = await post("user/faq-lists");
    expect(body.total).toBe(contentFaqs.length);
    expect(body.list[0]).toMatchObject({ category: "Getting started", question: "What is Cloudoc?" });
    expect(body.categories).toEqual(faqCategories.filter((c) => contentFaqs.some((f) => f.category === c)));
    const search = await post("user/faq-lists", { search: "subdomain" });
    expect(search.body.total).toBeGreaterThan(0);
    expect(search.body.total).toBeLessThan(contentFaqs.length);
    for (const faq of search.body.list)
      expect(`${faq.question} ${faq.answer}`.toLowerCase()).toContain("subdomain");
  });

  it("lists knowledge articles and answers one", async () => {
    const { body } = await post("user/knowledge-lists", {});
    expect(body.total).toBe(contentKnowledge.length);
    expect(body.list[0]).toEqual({
      _id: "signing-up-and-choosing-your-subdomain",
      slug: "signing-up-and-choosing-your-subdomain",
      title: contentKnowledge[0]?.title,
      summary: contentKnowledge[0]?.summary,
      videoUrl: "",
    });
    const paged = await post("user/knowledge-lists", { skip: 2, limit: 3 });
    expect(paged.body.list.map((a: { slug: string }) => a.slug)).toEqual(
      contentKnowledge.slice(2, 5).map((a) => a.slug),
    );
    const article = await post("user/knowledge-details", { slug: "signing-up-and-choosing-your-subdomain" });
    expect(article.body.response.body).toContain("<h2>Before you start</h2>");
    expect((await post("user/knowledge-details", { slug: "no-such-article" })).code).toBe(404);
  });

  it("answers the new-provider checklist of a nation, England by default", async () => {
    const { body } = await post("user/checklist-newprovider");
    expect(body.status).toBe(1);
    expect(body.response.regulator).toBe("Care Quality Commission (CQC)");
    expect(body.response.nations).toHaveLength(4);
    expect(body.response.sections[0].title).toBe("Register with the Care Quality Commission");
    const wales = (await post("user/checklist-newprovider", { nation: "wales" })).body.response;
    expect(wales.sections[0].items[0].documents).toEqual([
      { slug: "responsible-individual-duties-and-quality-of-care-review", title: expect.any(String) },
    ]);
    // Only the nation's own documents: England's data protection policy is not offered to Wales.
    const slugs = JSON.stringify(wales.sections);
    expect(slugs).not.toContain("-england");
    expect((await post("user/checklist-newprovider", { nation: "france" })).code).toBe(400);
  });
});
