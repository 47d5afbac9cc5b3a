import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { defaultSiteSettings } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { ensureSiteSettings } from "../settings/service";
import { siteSettings } from "../settings/tables";
import { createBlogFeed, plainText } from "./blog";

const post = (n: number) => ({
  id: n,
  date: `2026-03-0${(n % 9) + 1}T10:30:00`,
  date_gmt: `2026-03-0${(n % 9) + 1}T09:30:00`,
  link: `https://blog.example.test/post-${n}`,
  featured_media: 40 + n,
  _embedded: { "wp:featuredmedia": [{ source_url: `https://blog.example.test/media/${n}.jpg` }] },
  title: { rendered: `Post ${n}: CQC&#8217;s <b>new</b> guidance` },
  excerpt: { rendered: `<p>Excerpt ${n} <img src="x" onerror="alert(1)"></p>` },
  content: {
    rendered: `<p>Body ${n}</p><script>alert("x")</script><a href="javascript:alert(1)">bad</a><a href="https://ok.test" target="_blank">ok</a>`,
  },
});
const feed = Array.from({ length: 12 }, (_, i) => post(i + 1));

let server: Server;
let base: string;
const hits: Record<string, number> = {};
let t: TestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? "/";
    hits[url] = (hits[url] ?? 0) + 1;
    const path = new URL(url, "http://localhost").pathname;
    if (path.startsWith("/hang")) return; // never answers
    if (path === "/junk") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("<html>this is not json");
      return;
    }
    if (path === "/object") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: "rest_no_route" }));
      return;
    }
    if (path === "/error") {
      response.writeHead(500);
      response.end("[]");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(feed));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  await ensureSiteSettings(t.app.platform.db);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  server.close();
});

const useFeed = (blog_url: string) =>
  t.app.platform.db.update(siteSettings).set({ data: { ...defaultSiteSettings, blog_url } });
const blogs = async () => {
  const reply = await t.app.inject({ method: "POST", url: "/api/user/user-blogs", payload: {} });
  return { code: reply.statusCode, body: reply.json() };
};

describe("POST /api/user/user-blogs", () => {
  it("answers at most 10 posts, cleaned, and caches the feed", async () => {
    await useFeed(`${base}/feed`);
    const { code, body } = await blogs();
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 1, response: "ok", total: 10 });
    expect(body.list).toHaveLength(10);
    const first = body.list[0];
    expect(first).toMatchObject({
      id: "1",
      title: "Post 1: CQC’s new guidance",
      link: "https://blog.example.test/post-1",
      date: "2026-03-02T09:30:00.000Z",
      featured_media: "https://blog.example.test/media/1.jpg",
    });
    expect(first.excerpt).toContain("Excerpt 1");
    expect(first.excerpt).not.toContain("onerror");
    expect(first.content).toContain("<p>Body 1</p>");
    expect(first.content).not.toMatch(/script|javascript:/);
    expect(first.content).toContain('rel="noopener noreferrer"');
    await blogs();
    expect(hits["/feed"]).toBe(1);
  });

  it("answers status 2 and no posts when blog_url is empty", async () => {
    await useFeed("");
    expect((await blogs()).body).toEqual({ status: 2, response: "No records found", list: [], total: 0 });
  });

  it.each(["/junk", "/object", "/error"])(
    "answers status 2 when the feed at %s is not a feed",
    async (path) => {
      await useFeed(`${base}${path}`);
      const { code, body } = await blogs();
      expect(code).toBe(200);
      expect(body).toEqual({ status: 2, response: "No records found", list: [], total: 0 });
    },
  );

  it("answers status 2 when the feed cannot be reached", async () => {
    await useFeed("http://127.0.0.1:9/feed");
    expect((await blogs()).body.status).toBe(2);
  });

  it("gives up on a feed that hangs after 3 seconds", async () => {
    await useFeed(`${base}/hang-route`);
    const started = Date.now();
    const { code, body } = await blogs();
    const elapsed = Date.now() - started;
    expect(code).toBe(200);
    expect(body.status).toBe(2);
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(6000);
  });
});

describe("the blog feed reader", () => {
  it("times out after the injected time", async () => {
    const reader = createBlogFeed({ timeoutMs: 200 });
    const started = Date.now();
    expect(await reader.posts(`${base}/hang-unit`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("keeps posts 15 minutes and a failure 1 minute", async () => {
    let clock = 1_000_000;
    const reader = createBlogFeed({ now: () => clock });
    const url = `${base}/feed?cache`;
    expect(await reader.posts(url)).toHaveLength(10);
    clock += 14 * 60 * 1000;
    await reader.posts(url);
    expect(hits["/feed?cache"]).toBe(1);
    clock += 2 * 60 * 1000;
    await reader.posts(url);
    expect(hits["/feed?cache"]).toBe(2);

    const junk = `${base}/junk?cache`;
    expect(await reader.posts(junk)).toBeNull();
    expect(await reader.posts(junk)).toBeNull();
    expect(hits["/junk?cache"]).toBe(1);
    clock += 61 * 1000;
    await reader.posts(junk);
    expect(hits["/junk?cache"]).toBe(2);
  });

  it("refuses addresses that are not http(s)", async () => {
    expect(await createBlogFeed().posts("file:///etc/passwd")).toBeNull();
  });

  it("turns untrusted HTML into plain text", () => {
    expect(plainText("A &amp; B &lt;tag&gt; <script>x()</script><em>C</em>&#8211;D")).toBe(
      "A & B <tag> C –D",
    );
  });
});
