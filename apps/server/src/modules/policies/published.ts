import { messages, type PublishedPolicy, policyMessages } from "@cloudoc/contract";
import { asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { companies, users } from "../accounts/tables";
import { findDocument, looksLikeId, personName } from "../documents/queries";
import { companyDocuments } from "../documents/tables";
import { viewDocument } from "../documents/view";
import { entitlementsOf } from "../subscriptions/service";
import { publishedPolicies } from "./tables";

/**
 * Published policies (spec 001 §7; spec 000 §2 /policy/documents): documents a company shows to
 * anyone on its subdomain, when settings.showPoliciesonSite is on and a qualifying package is
 * active (spec 000 §6 Public Policies: combo, document management, updates or pro).
 */

/** The company's published entries whose documents are live (a binned document is not shown). */
const livePublished = (executor: Executor, companyId: string) =>
  executor
    .select({
      id: publishedPolicies.id,
      fileId: publishedPolicies.documentId,
      name: companyDocuments.name,
      policyNumber: companyDocuments.policyNumber,
      publishedAt: publishedPolicies.publishedAt,
      publishedBy: sql<string>`coalesce(${personName(users)}, '')`,
    })
    .from(publishedPolicies)
    .innerJoin(
      companyDocuments,
      sql`${companyDocuments.id} = ${publishedPolicies.documentId} and ${companyDocuments.companyId} = ${companyId} and ${companyDocuments.deletedAt} is null`,
    )
    .leftJoin(users, eq(users.id, publishedPolicies.publishedBy))
    .where(ofCompany(publishedPolicies, companyId))
    .$dynamic();

type PublishedRow = Awaited<ReturnType<typeof livePublished>>[number];

const toPublished = (row: PublishedRow): PublishedPolicy => ({
  _id: row.id,
  fileId: row.fileId,
  name: row.name,
  policyNumber: row.policyNumber,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy ?? "",
});

/** GET /company/published/policies/list: the company's own list, newest first, 20 a page. */
export async function listPublished(db: Database, companyId: string, page: { skip: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    livePublished(db, companyId)
      .orderBy(desc(publishedPolicies.publishedAt), asc(publishedPolicies.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ n: count() })
      .from(publishedPolicies)
      .innerJoin(companyDocuments, eq(companyDocuments.id, publishedPolicies.documentId))
      .where(
        ofCompany(
          publishedPolicies,
          companyId,
          eq(companyDocuments.companyId, companyId),
          isNull(companyDocuments.deletedAt),
        ),
      ),
  ]);
  return { list: rows.map(toPublished), total: total?.n ?? 0 };
}

/**
 * POST /company/publishedpolicy/add: publishes one of the company's documents; one that is not
 * the company's answers 404 with 'Something went Wrong'. Already published: `created` false.
 */
export async function publishDocument(db: Database, actor: CompanyActor, fileId: string) {
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, fileId).catch(() => {
      throw notFound(messages.somethingWentWrongPublish);
    });
    const [made] = await tx
      .insert(publishedPolicies)
      .values({ companyId: actor.companyId, documentId: document.id, publishedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: publishedPolicies.id });
    if (made) {
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "policy.published",
        entityType: "document",
        entityId: document.id,
      });
    }
    const [row] = await livePublished(tx, actor.companyId).where(
      ofCompany(publishedPolicies, actor.companyId, eq(publishedPolicies.documentId, document.id)),
    );
    if (!row) throw notFound(messages.somethingWentWrongPublish);
    return { created: Boolean(made), published: toPublished(row) };
  });
}

/** DELETE /company/publishedpolicy/delete: by the published entry's id or the document's. */
export async function unpublishDocument(db: Database, actor: CompanyActor, id: string) {
  if (!looksLikeId(id)) throw notFound();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(publishedPolicies)
      .where(
        ofCompany(
          publishedPolicies,
          actor.companyId,
          or(eq(publishedPolicies.id, id), eq(publishedPolicies.documentId, id)),
        ),
      )
      .returning({ id: publishedPolicies.id, documentId: publishedPolicies.documentId });
    const [entry] = removed;
    if (!entry) throw notFound();
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "policy.unpublished",
      entityType: "document",
      entityId: entry.documentId,
    });
    return { id: entry.id };
  });
}

/** Whether the company shows its published policies: the setting and a qualifying package. */
async function showsPolicies(db: Database, company: { id: string; showPoliciesOnSite: boolean }) {
  if (!company.showPoliciesOnSite) return false;
  const held = await entitlementsOf(db, company.id);
  return held.combo || held.management || held.updates || held.pro;
}

/**
 * The company a public call is about: by its id, or by the subdomain the page is on (both must
 * agree when both come); it must show its policies, else 404 saying it does not publish them.
 */
async function publishingCompany(db: Database, request: { companyId?: string; subdomain: string | null }) {
  const byId = request.companyId !== undefined;
  if (byId && !looksLikeId(request.companyId)) throw notFound();
  // Spec 001 §5: list fetches need a company: no id and no company site is a bad request.
  if (!byId && !request.subdomain) throw badRequest(messages.invalidRequest);
  const [company] = await db
    .select({
      id: companies.id,
      subdomain: companies.subdomain,
      showPoliciesOnSite: companies.showPoliciesOnSite,
      suspendedAt: companies.suspendedAt,
    })
    .from(companies)
    .where(
      byId
        ? eq(companies.id, request.companyId as string)
        : eq(sql`lower(${companies.subdomain})`, (request.subdomain ?? "").toLowerCase()),
    );
  if (!company || company.suspendedAt) throw notFound();
  if (request.subdomain && company.subdomain.toLowerCase() !== request.subdomain.toLowerCase())
    throw notFound();
  if (!(await showsPolicies(db, company))) throw notFound(policyMessages.publicPoliciesOff);
  return company.id;
}

/** GET /company/public/policies/list: names and ids only, by name. */
export async function publicPolicies(
  db: Database,
  request: { companyId?: string; subdomain: string | null },
) {
  const companyId = await publishingCompany(db, request);
  const rows = await livePublished(db, companyId)
    .orderBy(asc(sql`lower(${companyDocuments.name})`))
    .limit(500);
  return { list: rows.map((row) => ({ _id: row.id, name: row.name })), total: rows.length };
}

/** GET /company/public/policy/view: one published document, its variables filled (spec 001 §3). */
export async function publicPolicyView(
  platform: Platform,
  request: { id: string; companyId?: string; subdomain: string | null },
) {
  const companyId = await publishingCompany(platform.db, request);
  if (!looksLikeId(request.id)) throw notFound();
  const [entry] = await livePublished(platform.db, companyId).where(
    ofCompany(
      publishedPolicies,
      companyId,
      or(eq(publishedPolicies.id, request.id), eq(publishedPolicies.documentId, request.id)),
    ),
  );
  if (!entry) throw notFound();
  const view = await viewDocument(platform, companyId, entry.fileId);
  return {
    _id: entry.id,
    name: view.name,
    headerContent: view.viewHeader,
    innerContent: view.viewContent,
    footerContent: view.viewFooter,
  };
}

/** POST /company/publishedpolicy/settings: settings.showPoliciesonSite, changed when sent. */
export async function showPoliciesSetting(db: Database, actor: CompanyActor, value: boolean | undefined) {
  if (value !== undefined) {
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ showPoliciesOnSite: value, updatedAt: sql`now()` })
        .where(eq(companies.id, actor.companyId));
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "company.show-policies",
        entityType: "company",
        entityId: actor.companyId,
        detail: { showPoliciesonSite: value },
      });
    });
  }
  const [company] = await db
    .select({ id: companies.id, showPoliciesOnSite: companies.showPoliciesOnSite })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  if (!company) throw notFound();
  return { showPoliciesonSite: company.showPoliciesOnSite, shown: await showsPolicies(db, company) };
}
