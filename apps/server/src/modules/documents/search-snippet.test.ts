import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => f.post(f.ownerA, url, payload);
const filler = (n: number) => `<p class="lead">${"Residents are supported every day. ".repeat(n)}</p>`;

/** The search reads only a window of each hit's text for its snippet (lists.ts snippetOf). */
describe("search snippets and page totals", () => {
  let deep: string;

  beforeAll(async () => {
    const make = async (fileName: string, content: string) => {
      const id = (await post("user/createFile", { fileName, policyNumber: "SN-01" })).json().data._id;
      await post("user/savecontent", { fileId: id, content, version: 1 });
      return id;
    };
    deep = await make("Night checks", `${filler(300)}<h2>Giraffe</h2><p>The giraffe pen is checked.</p>`);
    await make("Day checks", `<p>Giraffes visit on <strong>Mondays</strong>.</p>${filler(200)}`);
  });

  it("marks a word found deep in a long document, capitalised or not, with no tags left", async () => {
    const body = (await post("user/document/search", { search: "giraffe" })).json();
    expect(body.total).toBe(2);
    const hit = body.list.find((d: { _id: string }) => d._id === deep);
    expect(hit.snippet).toMatch(/<mark>giraffe<\/mark>/i);
    expect(hit.snippet.replaceAll(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    for (const d of body.list) expect(d.snippet).toContain("<mark>");
  });

  it("marks a stemmed match where the typed word itself does not appear", async () => {
    const body = (await post("user/document/search", { search: "giraffes" })).json();
    expect(body.total).toBe(2);
    for (const d of body.list) expect(d.snippet).toMatch(/<mark>giraffes?<\/mark>/i);
  });

  it("still answers the total on a page past the end", async () => {
    const search = (await post("user/document/search", { search: "giraffe", skip: 20, limit: 10 })).json();
    expect(search).toMatchObject({ list: [], total: 2 });
    const lists = (await post("user/get-document-lists", { type: "all", skip: 5000, limit: 10 })).json();
    expect(lists.list).toEqual([]);
    expect(lists.total).toBeGreaterThan(2);
  });
});
