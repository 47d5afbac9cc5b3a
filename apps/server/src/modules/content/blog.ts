import { type BlogPost, maxBlogPosts } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";

/**
 * The blog of the home page and header (spec 000 §1): a WordPress-style JSON feed at the site
 * settings' blog_url, with fields featured_media, link, date, title.rendered, content.rendered
 * and excerpt.rendered. Every field is cleaned here: HTML through the document allowlist, titles
 * to plain text, addresses to http(s) only. The in-process cache only saves work; any process
 * can rebuild it from the feed.
 */
export interface BlogFeedOptions {
  /** How long to wait for the feed (spec: 3 s). */
  timeoutMs?: number;
  /** How long good posts are kept (15 minutes). */
  cacheMs?: number;
  /** How long a failure is remembered, so a dead feed does not slow every page (1 minute). */
  failureCacheMs?: number;
  /** The largest feed read, in bytes. */
  maxBytes?: number;
  now?: () => number;
}

export interface BlogFeed {
  /** The posts, or null when the feed is unset, unreachable, too slow or not a feed. */
  posts(url: string): Promise<BlogPost[] | null>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** Plain text of untrusted HTML: sanitised first, so what is left is tags and escaped text. */
export function plainText(html: string): string {
  return sanitiseDocumentHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** `title` as WordPress gives it ({ rendered }) or as a plain string. */
const rendered = (value: unknown): string =>
  typeof value === "string"
    ? value
    : isRecord(value) && typeof value.rendered === "string"
      ? value.rendered
      : "";

function dateOf(post: Json): string | null {
  const gmt = typeof post.date_gmt === "string" ? `${post.date_gmt.replace(/Z?$/, "")}Z` : undefined;
  for (const candidate of [gmt, post.date]) {
    if (typeof candidate !== "string") continue;
    const time = Date.parse(candidate);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}

function featuredImage(post: Json): string | null {
  const direct = httpUrl(post.featured_media) ?? httpUrl(post.jetpack_featured_media_url);
  if (direct) return direct;
  const embedded = isRecord(post._embedded) ? post._embedded["wp:featuredmedia"] : undefined;
  const media = Array.isArray(embedded) ? embedded[0] : undefined;
  return isRecord(media) ? httpUrl(media.source_url) : null;
}

export function toBlogPost(raw: unknown, index: number): BlogPost | null {
  if (!isRecord(raw)) return null;
  const title = plainText(rendered(raw.title));
  const link = httpUrl(raw.link);
  if (!title || !link) return null;
  const content = sanitiseDocumentHtml(rendered(raw.content));
  const excerptHtml = sanitiseDocumentHtml(rendered(raw.excerpt));
  const excerpt = plainText(excerptHtml)
    ? excerptHtml
    : `<p>${escapeHtml(plainText(content).slice(0, 300))}</p>`;
  const id = typeof raw.id === "number" || typeof raw.id === "string" ? String(raw.id) : String(index + 1);
  return { id, title, link, date: dateOf(raw), featured_media: featuredImage(raw), excerpt, content };
}

/** Reads at most `maxBytes` of the body; more than that is not a feed we serve. */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function fetchPosts(url: string, timeoutMs: number, maxBytes: number): Promise<BlogPost[] | null> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: "application/json" },
    redirect: "follow",
  });
  if (!response.ok) return null;
  const text = await readLimited(response, maxBytes);
  if (text === null) return null;
  const feed: unknown = JSON.parse(text);
  if (!Array.isArray(feed)) return null;
  return feed
    .map(toBlogPost)
    .filter((post): post is BlogPost => post !== null)
    .slice(0, maxBlogPosts);
}

export function createBlogFeed(options: BlogFeedOptions = {}): BlogFeed {
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheMs = options.cacheMs ?? 15 * 60 * 1000;
  const failureCacheMs = options.failureCacheMs ?? 60 * 1000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { until: number; posts: Promise<BlogPost[] | null> }>();

  return {
    posts(url) {
      if (!httpUrl(url)) return Promise.resolve(null);
      const cached = cache.get(url);
      if (cached && cached.until > now()) return cached.posts;
      const posts = fetchPosts(url, timeoutMs, maxBytes).catch(() => null);
      // In flight, the entry shares one fetch among callers; settled, it lives as long as it deserves.
      const entry = { until: Number.POSITIVE_INFINITY, posts };
      cache.set(url, entry);
      void posts.then((result) => {
        entry.until = now() + (result === null ? failureCacheMs : cacheMs);
      });
      for (const [key, value] of cache) if (value.until <= now()) cache.delete(key);
      return posts;
    },
  };
}
