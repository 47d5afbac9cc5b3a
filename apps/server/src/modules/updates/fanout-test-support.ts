import type { ChangeClass, TemplatePublished } from "@cloudoc/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { paidOrder } from "../../testing/subscribed";
import {
  documentTemplates,
  packageDocuments,
  packageFolders,
  type TemplateFields,
  templateVersions,
} from "../catalogue/tables";
import { companyDocuments } from "../documents/tables";
import { fillCompanyLibrary } from "../library/fill";
import { subscriptions } from "../subscriptions/tables";

/** Test helpers of the fan-out: documents bought alone, and releases published in SQL. */

export { subscribePackage } from "../../testing/subscribed";

/** A single document bought alone (no plan, no add-ons), and its copy in the company's library. */
export async function buyDocumentAlone(db: Database, companyId: string, templateId: string) {
  await db.insert(subscriptions).values({
    companyId,
    orderId: await paidOrder(db, companyId),
    kind: "document",
    templateId,
    startsAt: new Date(),
    licenceFeePence: 0,
  });
  await fillCompanyLibrary(db, { companyId, packageIds: [], templateIds: [templateId] });
}

/** Publishes the template's next version as the admin console would, answering the event it queues. */
export async function publishVersion(
  db: Database,
  templateId: string,
  release: { content: string; releaseNotes?: string; changeClass?: ChangeClass },
): Promise<TemplatePublished> {
  const [template] = await db
    .update(documentTemplates)
    .set({ content: release.content, version: sql`${documentTemplates.version} + 1`, published: true })
    .where(eq(documentTemplates.id, templateId))
    .returning();
  if (!template) throw new Error("no template");
  const { version } = template;
  const fields: TemplateFields = {
    title: template.title,
    policyNumber: template.policyNumber,
    summary: template.summary,
    content: template.content,
    header: template.header,
    footer: template.footer,
    format: template.format,
    guide: template.guide,
    legalReferences: template.legalReferences,
    questions: template.questions,
    testRequired: template.testRequired,
  };
  const releaseNotes = release.releaseNotes ?? "Wording brought up to date.";
  const changeClass = release.changeClass ?? "minor";
  await db.insert(templateVersions).values({
    templateId,
    version,
    fields,
    releaseNotes,
    changeClass,
  });
  return { templateId, version, changeClass, releaseNotes };
}

/** A brand-new template published (version 1) into a package folder. */
export async function newTemplateInFolder(db: Database, packageFolderId: string, n: string) {
  const [template] = await db
    .insert(documentTemplates)
    .values({
      policyNumber: `NEW-${n}`,
      title: `New policy ${n}`,
      slug: `new-policy-${n}`,
      kind: "policy",
      nation: "england",
      audience: "adult",
      folder: "Testing",
      summary: "A new policy.",
      content: `<h2>New policy ${n}</h2><p>What staff must do.</p>`,
      version: 0,
      published: false,
    })
    .returning({ id: documentTemplates.id });
  if (!template) throw new Error("template not created");
  await db
    .insert(packageDocuments)
    .values({ folderId: packageFolderId, templateId: template.id, position: 99 });
  return publishVersion(db, template.id, {
    content: `<h2>New policy ${n}</h2><p>What staff must do.</p>`,
    releaseNotes: "A new policy for the package.",
  });
}

/** The first folder of a package, by position. */
export async function firstFolderOf(db: Database, packageId: string) {
  const [folder] = await db
    .select()
    .from(packageFolders)
    .where(eq(packageFolders.packageId, packageId))
    .orderBy(packageFolders.position)
    .limit(1);
  if (!folder) throw new Error("package has no folder");
  return folder;
}

/** The company's live library copy of a template, or undefined. */
export async function copyOf(db: Database, companyId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(
      ofCompany(
        companyDocuments,
        companyId,
        and(eq(companyDocuments.templateId, templateId), eq(companyDocuments.origin, "library")),
      ),
    );
  return row;
}
