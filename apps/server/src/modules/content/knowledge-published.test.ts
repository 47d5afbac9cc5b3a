import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteFixture, siteFixture } from "./admin/test-support";

/** The public help centre shows only what the console published, with the console's videos. */
let f: SiteFixture;
beforeAll(async () => {
  f = await siteFixture();
  const save = (slug: string, published: boolean, videoUrl = "") =>
    f.post("/admin/knowledge/save", {
      slug,
      title: `Article ${slug}`,
      summary: "How to",
      body: "<p>Steps</p>",
      videoUrl,
      published,
    });
  await save("shown-video", true, "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await save("shown-plain", true);
  await save("hidden-draft", false);
});
afterAll(() => f.t.close());

const publicCall = (path: string, payload: object = {}) => f.post(path, payload, null);

describe("public knowledge base", () => {
  it("lists only published articles, each with its video address", async () => {
    const { list, total } = (await publicCall("/user/knowledge-lists")).json();
    expect(total).toBe(2);
    expect(list).toEqual([
      {
        _id: "shown-video",
        slug: "shown-video",
        title: "Article shown-video",
        summary: "How to",
        videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
      {
        _id: "shown-plain",
        slug: "shown-plain",
        title: "Article shown-plain",
        summary: "How to",
        videoUrl: "",
      },
    ]);
    const searched = (await publicCall("/user/knowledge-lists", { search: "hidden" })).json();
    expect(searched.total).toBe(0);
  });

  it("answers a published article with its video, and an unpublished one as not found", async () => {
    const shown = await publicCall("/user/knowledge-details", { slug: "shown-video" });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().response).toMatchObject({
      slug: "shown-video",
      body: "<p>Steps</p>",
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    const hidden = await publicCall("/user/knowledge-details", { slug: "hidden-draft" });
    expect(hidden.statusCode).toBe(404);
    const admin = (await f.post("/admin/knowledge/list")).json().list;
    expect(admin.map((a: { slug: string }) => a.slug)).toContain("hidden-draft");
  });
});
