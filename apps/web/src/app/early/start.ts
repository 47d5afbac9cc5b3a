// The early script (issue 20): a small file of its own, which index.html loads without waiting for
// the app's entry (vite-plugins/early-start.ts). On an early page it asks for the page's chunks and
// first calls, and on a company's site for the company, while the entry is still on its way; the
// app's calls then take these replies (lib/early-replies.ts) instead of asking again.
import { requestHeaders } from "../../lib/api";
import { type EarlyReply, type EarlyRequest, earlyKey, openEarlyReplies } from "../../lib/early-replies";
import { session } from "../../lib/session";
import { currentSubdomain } from "../../lib/tenancy";
import { companyLookup, type EarlyPage, earlyFilesAttribute, matchEarlyPage } from "./pages";

/** The build's files (scripts and stylesheets) of the early page at `path`, as index.html lists them. */
function pageFiles(path: string): string[] {
  const table = document.currentScript?.getAttribute(`data-${earlyFilesAttribute}`);
  const files: Record<string, string[] | undefined> = table ? JSON.parse(table) : {};
  return files[path] ?? [];
}

function preload(href: string): void {
  const link = document.createElement("link");
  // As the app's own requests for them are made (Vite's preloads), or the browser fetches them twice.
  link.crossOrigin = "";
  if (href.endsWith(".css")) {
    link.rel = "preload";
    link.as = "style";
  } else {
    link.rel = "modulepreload";
  }
  link.href = href;
  document.head.append(link);
}

function askEarly(replies: Map<string, EarlyReply>, request: EarlyRequest, token: string | undefined): void {
  const { method, url, body } = request;
  const reply = fetch(url, {
    method,
    headers: requestHeaders(token, body !== undefined),
    body,
    credentials: "same-origin",
  });
  // A failure is the app's to meet: it asks again (lib/api.ts `send`).
  reply.catch(() => undefined);
  replies.set(earlyKey(request), { token, reply });
}

/** Whether the early page is the one the app will show: the employee's need a session. */
function shows(page: EarlyPage, subdomain: string | null, token: string | undefined): boolean {
  return page.site === "public" ? !subdomain : Boolean(token);
}

function startEarly(replies: Map<string, EarlyReply>): void {
  const token = session.isExpired() ? undefined : session.get("token");
  const subdomain = currentSubdomain();
  if (subdomain) askEarly(replies, companyLookup(subdomain), token);
  const match = matchEarlyPage(window.location.pathname);
  if (!match || !shows(match.page, subdomain, token)) return;
  for (const href of pageFiles(match.page.path)) preload(href);
  // React Router keeps the location's state (the filters a reload keeps) under `usr`.
  const state: unknown = window.history.state?.usr;
  for (const request of match.page.calls(match.params, state)) askEarly(replies, request, token);
}

const replies = openEarlyReplies();
if (replies) startEarly(replies);
