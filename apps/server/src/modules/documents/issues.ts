import type { DocumentGuide, ReportIssueRequest } from "@cloudoc/contract";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../../platform/audit/audit";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { documentIssueMail } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import { companies, users } from "../accounts/tables";
import {
  cqcQualityStatements,
  documentTemplates,
  packageDocuments,
  packageFolders,
  packages,
  regulators,
} from "../catalogue/tables";
import { type Actor, auditBy } from "../library/access";
import { getSiteSettings } from "../settings/service";
import { ownedPackageIds } from "../subscriptions/service";
import { findDocument, personName } from "./queries";
import { documentIssueReports } from "./tables";

/** Per hour, from one person: enough for a careful reviewer, not for a flood of mail. */
export const issueLimit = { max: 20, windowSeconds: 60 * 60 } as const;
/** How long the reply waits for the mail server; a slower send still finishes in the background. */
const mailWaitMs = 10_000;

const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * POST /user/report/issue: stored first so nothing is lost, then emailed to the platform's
 * support address (site settings) through the mail adapter. A mail failure does not fail the
 * report; `emailed` says whether it went.
 */
export async function reportIssue(
  platform: Platform,
  log: FastifyBaseLogger,
  actor: Actor,
  request: ReportIssueRequest,
) {
  const { db } = platform;
  // A report on a document the company does not have is a 404 and does not count against the limit.
  await findDocument(db, actor.companyId, request.fileId);
  await platform.limiter.enforce(`issue:user:${actor.userId}`, issueLimit);
  const { document, report, companyName, reporter } = await db.transaction(async (tx) => {
    const document = await findDocument(tx, actor.companyId, request.fileId);
    const [report] = await tx
      .insert(documentIssueReports)
      .values({
        companyId: actor.companyId,
        documentId: document.id,
        reportedBy: actor.userId,
        issue: request.issue,
        comments: request.comments,
      })
      .returning({ id: documentIssueReports.id });
    if (!report) throw new Error("issue report not stored");
    await recordAudit(tx, {
      ...auditBy(actor),
      action: "document.issue.reported",
      entityType: "document",
      entityId: document.id,
      detail: { reportId: report.id, issue: request.issue },
    });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, actor.companyId));
    const [person] = await tx
      .select({ name: personName(users) })
      .from(users)
      .where(ofCompany(users, actor.companyId, eq(users.id, actor.userId)));
    return { document, report, companyName: company?.name ?? "", reporter: person?.name ?? "" };
  });

  const sending = (async () => {
    const settings = await getSiteSettings(db);
    await platform.mail.send(
      documentIssueMail(settings.email_address, {
        companyName,
        reporter: singleLine(reporter),
        reporterEmail: actor.session.email,
        policyNumber: document.policyNumber,
        documentName: document.name,
        version: document.version,
        template: document.templateId ?? "made by the company",
        issue: request.issue,
        comments: request.comments,
      }),
    );
    return true;
  })().catch((error: unknown) => {
    log.warn({ err: error, issueReportId: report.id }, "issue report stored but not emailed");
    return false;
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), mailWaitMs);
  });
  const emailed = await Promise.race([sending, waited]);
  clearTimeout(timer);
  return { _id: report.id, fileId: document.id, emailed };
}

/** Advice every guide ends with. */
const generalGuidance = [
  "Read the document through with the people who will follow it, and change anything that does not describe how your service really works. Inspectors look for policies that match practice.",
  "Fill in your organisation details in the profile so the highlighted variables (company name, registered manager, contacts) show your own values. A marked gap means a value is still missing.",
  "Set a review date when you save, one year ahead by default, and review sooner when the law, guidance or your service changes.",
  "Share the finished policy with staff and ask them to read and acknowledge it, so you can show it is understood and used.",
];

const kindGuidance: Record<string, string> = {
  policy:
    "A policy says what your service commits to and why. Keep the commitments, the legal references and the named responsibilities; add your own arrangements where the text asks for them.",
  procedure:
    "A procedure sets out the steps staff follow. Check each step against what your staff actually do, name the roles that act, and add your local contacts and forms.",
  form: "A form is filled in for each case. Add your logo and any fields your service needs, and remove fields you never use.",
};

/**
 * Who regulates the service the template serves: the regulators of the packages that hold it,
 * narrowed to the packages the company holds when any of them does (a shared form sits in every
 * nation's package, and a Welsh home should not be shown CQC England).
 */
async function regulatorsOf(db: Database, companyId: string, templateId: string) {
  const rows = await db
    .selectDistinct({
      packageId: packages.id,
      slug: regulators.slug,
      name: regulators.name,
      description: regulators.description,
    })
    .from(packageDocuments)
    .innerJoin(packageFolders, eq(packageFolders.id, packageDocuments.folderId))
    .innerJoin(packages, and(eq(packages.id, packageFolders.packageId), isNotNull(packages.regulator)))
    .innerJoin(regulators, eq(regulators.slug, packages.regulator))
    .where(eq(packageDocuments.templateId, templateId));
  const owned = await ownedPackageIds(db, companyId);
  const held = rows.filter((row) => owned.has(row.packageId));
  const chosen = held.length > 0 ? held : rows;
  const bySlug = new Map(chosen.map((row) => [row.slug, row]));
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The regulator whose quality statements templates are mapped to. */
const cqcRegulator = "cqc-england";

/**
 * POST /user/getGuide: for a document from the library, its template's summary, the regulators
 * and CQC quality statements it answers to, and advice on adapting it; for a document the
 * company made itself, the general advice.
 */
export async function documentGuide(db: Database, companyId: string, fileId: string): Promise<DocumentGuide> {
  const document = await findDocument(db, companyId, fileId);
  const base = { fileId: document.id, name: document.name, policyNumber: document.policyNumber };
  const [template] = document.templateId
    ? await db
        .select({
          id: documentTemplates.id,
          summary: documentTemplates.summary,
          kind: documentTemplates.kind,
          statements: documentTemplates.cqcStatements,
        })
        .from(documentTemplates)
        .where(eq(documentTemplates.id, document.templateId))
    : [];
  if (!template) {
    return {
      ...base,
      source: "company",
      summary: "This document was written by your organisation, so there is no library guidance for it.",
      kind: null,
      regulators: [],
      statements: [],
      guidance: generalGuidance,
    };
  }
  const regulatorRows = await regulatorsOf(db, companyId, template.id);
  const answersToCqc = regulatorRows.some((row) => row.slug === cqcRegulator);
  const statements =
    answersToCqc && template.statements.length
      ? await db
          .select({
            id: cqcQualityStatements.id,
            keyQuestion: cqcQualityStatements.keyQuestion,
            name: cqcQualityStatements.name,
          })
          .from(cqcQualityStatements)
          .where(inArray(cqcQualityStatements.id, template.statements))
          .orderBy(asc(cqcQualityStatements.id))
      : [];
  const kindAdvice = kindGuidance[template.kind];
  return {
    ...base,
    source: "library",
    summary: template.summary,
    kind: template.kind,
    regulators: regulatorRows.map((row) => ({ name: row.name, description: row.description })),
    statements,
    guidance: kindAdvice ? [kindAdvice, ...generalGuidance] : generalGuidance,
  };
}
