import { messages, siteMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../testing/commerce";
import { documentTemplates } from "../../catalogue/tables";
import { documentUpdates, faqs } from "../tables";
import { type SiteFixture, siteFixture } from "./test-support";

let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
});
afterAll(() => f.t.close());

const publicCall = (path: string, payload: object = {}) => f.post(path, payload, null);

describe("legal pages", () => {
  it("adds a page, sanitised, that the public /pages/{slug} shows; audits it", async () => {
    const reply = await f.post("/admin/page/save", {
      slug: "privacy-policy",
      name: "Privacy policy",
      content: '<h2>Your data</h2><p onclick="x()">Kept safe.</p><script>alert(1)</script>',
    });
    expect(reply.statusCode).toBe(200);
    const page = (await publicCall("/user/page-details", { slug: "privacy-policy" })).json().response;
    expect(page.content).toContain("Kept safe.");
    expect(page.content).not.toMatch(/script|onclick/);
    expect((await f.audit("admin.page.saved", "privacy-policy"))?.detail).toEqual({ created: true });
  });

  it("refuses a slug that is not URL-safe, or taken, and saves nothing", async () => {
    const bad = await f.post("/admin/page/save", { slug: "Privacy Policy!", name: "X", content: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response).toBe(messages.slugInvalid);
    const taken = await f.post("/admin/page/save", {
      slug: "privacy-policy",
      name: "Copy",
      content: "<p>x</p>",
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().response).toBe(siteMessages.slugTaken);
    const pages = (await publicCall("/user/page-lists")).json().list;
    expect(pages).toEqual([{ name: "Privacy policy", slug: "privacy-policy" }]);
  });

  it("renames a page's slug and deletes it", async () => {
    const renamed = await f.post("/admin/page/save", {
      previousSlug: "privacy-policy",
      slug: "privacy",
      name: "Privacy",
      content: "<p>New</p>",
    });
    expect(renamed.json().data).toMatchObject({ slug: "privacy", name: "Privacy" });
    expect((await publicCall("/user/page-details", { slug: "privacy-policy" })).statusCode).toBe(404);
    expect((await f.post("/admin/page/delete", { slug: "privacy" })).statusCode).toBe(200);
    expect((await publicCall("/user/page-details", { slug: "privacy" })).statusCode).toBe(404);
    expect(await f.audit("admin.page.deleted", "privacy")).toBeDefined();
    expect((await f.post("/admin/page/delete", { slug: "privacy" })).statusCode).toBe(404);
  });
});

describe("FAQs", () => {
  it("adds FAQs at the end, reorders them, and the public list follows", async () => {
    const add = async (question: string) =>
      (await f.post("/admin/faq/save", { category: "Billing", question, answer: "Yes." })).json().data._id;
    const first = await add("Can I pay yearly?");
    const second = await add("Can I cancel?");
    expect((await f.audit("admin.faq.saved", second))?.detail).toMatchObject({ created: true });
    expect((await f.post("/admin/faq/reorder", { ids: [second, first] })).statusCode).toBe(200);
    const list = (await publicCall("/user/faq-lists")).json().list;
    expect(list.map((faq: { _id: string }) => faq._id)).toEqual([second, first]);
    expect(await f.audit("admin.faq.reordered")).toBeDefined();
  });

  it("refuses an order that leaves an FAQ out, and an empty question, saving nothing", async () => {
    const before = await f.t.app.platform.db.select().from(faqs);
    const partial = await f.post("/admin/faq/reorder", { ids: [before[0]?.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().response).toBe(siteMessages.orderMismatch);
    const empty = await f.post("/admin/faq/save", { category: "Billing", question: " ", answer: "x" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: "question", message: siteMessages.required });
    expect(await f.t.app.platform.db.select().from(faqs)).toEqual(before);
  });

  it("edits and deletes an FAQ; an unknown id is 404", async () => {
    const id = (await f.post("/admin/faq/list")).json().list[0]._id;
    await f.post("/admin/faq/save", { _id: id, category: "Money", question: "Edited?", answer: "Yes." });
    expect((await publicCall("/user/faq-lists")).json().categories).toContain("Money");
    expect((await f.post("/admin/faq/delete", { _id: id })).statusCode).toBe(200);
    expect((await f.post("/admin/faq/delete", { _id: id })).statusCode).toBe(404);
    expect(await f.audit("admin.faq.deleted", id)).toBeDefined();
  });
});

describe("knowledge base", () => {
  const article = {
    slug: "getting-started",
    title: "Getting started",
    summary: "First steps",
    body: "<p>Hi</p>",
  };

  it("saves an article with a YouTube embed; the public article shows it sanitised", async () => {
    const reply = await f.post("/admin/knowledge/save", {
      ...article,
      body: '<p>Hi</p><iframe src="https://evil.example"></iframe>',
      videoUrl: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    });
    expect(reply.json().data).toMatchObject({ slug: "getting-started", published: true });
    const shown = (await publicCall("/user/knowledge-details", { slug: "getting-started" })).json().response;
    expect(shown.body).toBe("<p>Hi</p>");
    // Kept as YouTube's no-cookie player, the frame the site's CSP allows.
    expect(shown.videoUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect((await f.audit("admin.knowledge.saved", "getting-started"))?.detail).toMatchObject({
      video: true,
    });
  });

  it.each([
    "http://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://evil.example/embed/dQw4w9WgXcQ",
    "javascript:alert(1)",
  ])("refuses the video address %s and saves nothing", async (videoUrl) => {
    const reply = await f.post("/admin/knowledge/save", { ...article, slug: "video-two", videoUrl });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toContainEqual({ field: "videoUrl", message: siteMessages.videoUrlInvalid });
    expect((await f.post("/admin/knowledge/list")).json().list.map((a: { slug: string }) => a.slug)).toEqual([
      "getting-started",
    ]);
  });

  it("reorders by slug and deletes", async () => {
    await f.post("/admin/knowledge/save", {
      ...article,
      slug: "second",
      videoUrl: "https://player.vimeo.com/video/76979871",
    });
    await f.post("/admin/knowledge/reorder", { ids: ["second", "getting-started"] });
    const list = (await publicCall("/user/knowledge-lists")).json().list;
    expect(list.map((a: { slug: string }) => a.slug)).toEqual(["second", "getting-started"]);
    expect((await f.post("/admin/knowledge/delete", { slug: "second" })).statusCode).toBe(200);
    expect(await f.audit("admin.knowledge.deleted", "second")).toBeDefined();
  });
});

describe("testimonials", () => {
  it("adds one that the public list shows, and refuses a rating outside 1 to 5", async () => {
    const saved = await f.post("/admin/testimonial/save", {
      name: "Priya",
      role: "Registered manager",
      organisation: "Oak House",
      quote: "Saved us weeks.",
      rating: 5,
    });
    const id = saved.json().data._id;
    expect((await publicCall("/user/get-testimonial-lists")).json().list).toEqual([
      {
        _id: id,
        name: "Priya",
        role: "Registered manager",
        organisation: "Oak House",
        quote: "Saved us weeks.",
        rating: 5,
      },
    ]);
    expect(await f.audit("admin.testimonial.saved", id)).toBeDefined();
    for (const rating of [0, 6, 4.5]) {
      const bad = await f.post("/admin/testimonial/save", {
        _id: id,
        name: "P",
        role: "",
        organisation: "",
        quote: "Q",
        rating,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual({ field: "rating", message: siteMessages.ratingInvalid });
    }
    expect((await publicCall("/user/get-testimonial-lists")).json().list[0].rating).toBe(5);
    expect((await f.post("/admin/testimonial/delete", { _id: id })).statusCode).toBe(200);
    expect((await f.post("/admin/testimonial/list")).json().list).toEqual([]);
  });
});

describe("sample documents and the updates feed", () => {
  beforeAll(() => loadCatalogue(f.t.app.platform.db));

  it("points a slot at a published template; refuses an unknown one; the public list follows", async () => {
    const [template] = await f.t.app.platform.db.select().from(documentTemplates).limit(1);
    if (!template) throw new Error("the test library has no templates");
    const bad = await f.post("/admin/sample/save", { number: 3, policyNumber: "NOPE-1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response).toBe(siteMessages.templateNotPublished);
    const ok = await f.post("/admin/sample/save", { number: 3, policyNumber: template.policyNumber });
    expect(ok.json().data).toEqual({
      number: 3,
      policyNumber: template.policyNumber,
      title: template.title,
      published: true,
    });
    const shown = (await publicCall("/user/sample-documents")).json().list;
    expect(shown.find((s: { number: number }) => s.number === 3)?.policyNumber).toBe(template.policyNumber);
    expect(await f.audit("admin.sample.saved", "3")).toBeDefined();
    const slots = (await f.post("/admin/sample/list")).json().list;
    expect(slots).toHaveLength(8);
    const picks = (await f.post("/admin/sample/templates", { search: template.policyNumber })).json().list;
    expect(picks).toContainEqual({ policyNumber: template.policyNumber, title: template.title });
  });

  it("edits and deletes an entry of the feed; refuses an impossible date", async () => {
    const [entry] = await f.t.app.platform.db
      .insert(documentUpdates)
      .values({ policyNumber: "P-1", title: "Old title", updatedOn: "2025-01-02", summary: "" })
      .returning();
    if (!entry) throw new Error("not inserted");
    const edit = {
      _id: entry.id,
      filename: "New title",
      policyNumber: "P-1",
      updated_at: "2090-02-03",
      summary: "Wording",
    };
    expect((await f.post("/admin/document-update/save", edit)).statusCode).toBe(200);
    const feed = (await publicCall("/user/get-updated-documents")).json().list;
    expect(feed[0]).toMatchObject({ _id: entry.id, filename: "New title", updated_at: "2090-02-03" });
    const bad = await f.post("/admin/document-update/save", { ...edit, updated_at: "2025-02-30" });
    expect(bad.statusCode).toBe(400);
    expect(await f.audit("admin.document-update.saved", entry.id)).toBeDefined();
    expect((await f.post("/admin/document-update/delete", { _id: entry.id })).statusCode).toBe(200);
    const left = (await f.post("/admin/document-update/list", { limit: 100 })).json().list;
    expect(left.map((row: { _id: string }) => row._id)).not.toContain(entry.id);
  });
});
