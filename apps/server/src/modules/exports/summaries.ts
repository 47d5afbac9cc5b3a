import { shownDate, ukToday } from "@cloudoc/contract";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import { documentTemplates, packageDocuments, packageFolders, packages } from "../catalogue/tables";
import { looksLikeId } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { subscriptions } from "../subscriptions/tables";
import type { Printable } from "./company-look";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

/** A small facts table in the place of the document-control block (the printer then adds none). */
const factsBlock = (facts: [string, string][]) =>
  `<div class="document-control"><table><tbody>${facts
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")}</tbody></table></div>`;

function summaryPrintable(name: string, body: string): Printable {
  const today = ukToday();
  return {
    name,
    policyNumber: "",
    body,
    header: "",
    footer: "",
    orientation: "potrait",
    variables: {},
    version: "1",
    reviewDate: today,
    updatedAt: new Date(),
  };
}

interface FolderRow {
  id: string;
  name: string;
  parentId: string | null;
}

/** Folders in tree order (parents before children, by position), each with its path. */
function walk(folders: FolderRow[], roots: (string | null)[]): { id: string | null; path: string }[] {
  const children = new Map<string | null, FolderRow[]>();
  for (const folder of folders)
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  const known = new Set(folders.map((f) => f.id));
  const out: { id: string | null; path: string }[] = [];
  const visit = (id: string | null, path: string, depth: number) => {
    out.push({ id, path });
    if (depth > 50) return;
    for (const child of children.get(id) ?? [])
      visit(child.id, path ? `${path} / ${child.name}` : child.name, depth + 1);
  };
  for (const root of roots) {
    if (root === null) {
      out.push({ id: null, path: "" });
      // Folders whose parent is gone (deleted for good) count as top level.
      for (const folder of folders.filter((f) => f.parentId === null || !known.has(f.parentId)))
        visit(folder.id, folder.name, 1);
    } else visit(root, folders.find((f) => f.id === root)?.name ?? "", 1);
  }
  return out;
}

/**
 * POST /user/download/index: the document index of a folder (with its sub-folders when `parent`
 * is set) or of the whole library: each folder's documents with policy number, version, review
 * date and status, headed by `label` (else the folder's name).
 */
export async function indexPrintable(
  db: Executor,
  companyId: string,
  request: { folderId?: string; parent: boolean; label: string },
): Promise<Printable> {
  const folders = await db
    .select({ id: companyFolders.id, name: companyFolders.name, parentId: companyFolders.parentId })
    .from(companyFolders)
    .where(ofCompany(companyFolders, companyId, isNull(companyFolders.deletedAt)))
    .orderBy(asc(companyFolders.position), asc(companyFolders.name));
  const root = request.folderId ? folders.find((f) => f.id === request.folderId) : undefined;
  if (request.folderId && !root) throw notFound();
  const order = walk(folders, [root ? root.id : null]);
  const chosen = root && !request.parent ? order.slice(0, 1) : order;
  const documents = await db
    .select({
      folderId: companyDocuments.folderId,
      name: companyDocuments.name,
      policyNumber: companyDocuments.policyNumber,
      version: companyDocuments.version,
      reviewDate: companyDocuments.reviewDate,
      statusType: companyDocuments.statusType,
    })
    .from(companyDocuments)
    .where(ofCompany(companyDocuments, companyId, isNull(companyDocuments.deletedAt)))
    .orderBy(asc(companyDocuments.policyNumber), asc(companyDocuments.name));
  const known = new Set(folders.map((f) => f.id));
  const title = request.label || root?.name || "Document index";
  let count = 0;
  const sections = chosen.flatMap(({ id, path }) => {
    const inside = documents.filter((d) =>
      id === null ? d.folderId === null || !known.has(d.folderId) : d.folderId === id,
    );
    if (inside.length === 0) return [];
    count += inside.length;
    const rows = inside.map((d) => [
      d.policyNumber,
      d.name,
      String(d.version),
      shownDate(d.reviewDate),
      d.statusType,
    ]);
    return [
      `<h2>${escapeHtml(path || "Top level")}</h2>${table(["Policy number", "Title", "Version", "Review date", "Status"], rows)}`,
    ];
  });
  const facts = factsBlock([
    ["Index", title],
    ["Documents", String(count)],
    ["Printed on", shownDate(ukToday())],
  ]);
  const body = `<h1>${escapeHtml(title)}</h1>${facts}${sections.join("") || "<p>No documents in this folder.</p>"}`;
  return summaryPrintable(title, body);
}

/**
 * POST /user/subscrption-download: a subscription's package and its documents as a PDF summary;
 * documents changed since `update_date` are marked, and `count` keeps the most recently changed.
 */
export async function subscriptionPrintable(
  db: Executor,
  companyId: string,
  request: { id: string; count?: number; update_date?: string },
): Promise<Printable> {
  if (!looksLikeId(request.id)) throw notFound();
  const [subscription] = await db
    .select({ row: subscriptions, packageName: packages.name })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(ofCompany(subscriptions, companyId, eq(subscriptions.id, request.id)));
  if (!subscription) throw notFound();
  const { row } = subscription;
  const templateColumns = {
    title: documentTemplates.title,
    policyNumber: documentTemplates.policyNumber,
    version: documentTemplates.version,
    updatedAt: documentTemplates.updatedAt,
  };
  const templates = row.packageId
    ? await db
        .selectDistinct(templateColumns)
        .from(packageDocuments)
        .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
        .innerJoin(documentTemplates, eq(documentTemplates.id, packageDocuments.templateId))
        .where(and(eq(packageFolders.packageId, row.packageId), eq(documentTemplates.published, true)))
        .orderBy(desc(documentTemplates.updatedAt), asc(documentTemplates.policyNumber))
    : row.templateId
      ? await db
          .select(templateColumns)
          .from(documentTemplates)
          .where(eq(documentTemplates.id, row.templateId))
      : [];
  const since = request.update_date ? new Date(request.update_date) : undefined;
  const changed = (at: Date) => (since && !Number.isNaN(since.getTime()) && at >= since ? "Updated" : "");
  const listed = request.count ? templates.slice(0, request.count) : templates;
  const name = subscription.packageName ?? listed[0]?.title ?? "Subscription";
  const facts = factsBlock([
    ["Subscription", name],
    ["Plan", row.plan ?? "Single document"],
    ["Status", row.status],
    ["Started", shownDate(row.startsAt.toISOString())],
    ["Ends", row.endsAt ? shownDate(row.endsAt.toISOString()) : "No end date"],
    ["Documents", String(templates.length)],
  ]);
  const rows = listed.map((t) => [
    t.policyNumber,
    t.title,
    String(t.version),
    shownDate(t.updatedAt.toISOString()),
    changed(t.updatedAt),
  ]);
  const body = `<h1>${escapeHtml(name)}</h1>${facts}${table(["Policy number", "Title", "Version", "Last updated", "Changed"], rows)}`;
  return summaryPrintable(`${name} documents`, body);
}
