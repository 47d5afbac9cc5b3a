import type { ChangeClass } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { acrossCompanies } from "../../platform/db/tenant";
import { documentTemplates, templateVersions } from "../catalogue/tables";
import { fieldsOf } from "../catalogue/templates/fields";
import { companyDocuments, documentVersions } from "../documents/tables";
import type { LibraryFixture } from "../library/test-support";

/**
 * Test factories for the decisions on updates: a master release published as the admin console
 * would (version row, then the template), each library copy marked as the fan-out would, and a
 * policy's wording in three sections the tests change one at a time.
 */

export interface Wording {
  purpose: string;
  scope: string;
  duties: string;
}

/** A policy in three sections: what the merge aligns by heading. */
export const policy = (w: Wording) =>
  sanitiseDocumentHtml(
    `<h2>Purpose</h2><p>${w.purpose}</p><h2>Scope</h2><p>${w.scope}</p><h2>Responsibilities</h2><p>${w.duties}</p>`,
  );

export const baseWording: Wording = {
  purpose: "We keep the people we support safe.",
  scope: "This policy covers all staff.",
  duties: "The registered manager leads on safeguarding.",
};

interface ReleaseOptions {
  changeClass?: ChangeClass;
  releaseNotes?: string;
  /** Mark the library copies as waiting for it (what the fan-out does); on by default. */
  mark?: boolean;
}

/** Publishes `content` as the template's next version; answers the version. */
export async function publishRelease(
  f: LibraryFixture,
  templateId: string,
  content: string,
  options: ReleaseOptions = {},
): Promise<number> {
  return f.db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, templateId))
      .for("update");
    if (!template) throw new Error("no such template");
    const version = template.version + 1;
    await tx.insert(templateVersions).values({
      templateId,
      version,
      fields: { ...fieldsOf(template), content },
      releaseNotes: options.releaseNotes ?? `Release ${version}`,
      changeClass: options.changeClass ?? "minor",
    });
    await tx
      .update(documentTemplates)
      .set({ content, version, updatedAt: sql`now()` })
      .where(eq(documentTemplates.id, templateId));
    if (options.mark ?? true) {
      await tx
        .update(acrossCompanies(companyDocuments))
        .set({ updateVersion: version })
        .where(and(eq(companyDocuments.templateId, templateId), eq(companyDocuments.origin, "library")));
    }
    return version;
  });
}

/** Helpers over the library fixture for the decision tests. */
export function decisionHelpers(f: LibraryFixture) {
  const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
  const stored = async (id: string) => {
    const [row] = await f.db
      .select()
      .from(acrossCompanies(companyDocuments))
      .where(eq(companyDocuments.id, id));
    if (!row) throw new Error("no such document");
    return row;
  };
  const versionsOf = (id: string) =>
    f.db
      .select()
      .from(acrossCompanies(documentVersions))
      .where(eq(documentVersions.documentId, id))
      .orderBy(asc(documentVersions.version));
  /** Company A's nth library document (by policy number). */
  const documentA = async (n: number) => {
    const found = (await f.documentsOf(f.a.company.id)).filter((d) => d.origin === "library")[n];
    if (!found?.templateId) throw new Error("the fixture fills library documents");
    return { ...found, templateId: found.templateId };
  };
  /** Company B's copy of the same template. */
  const copyInB = async (templateId: string) => {
    const [row] = await f.db
      .select()
      .from(acrossCompanies(companyDocuments))
      .where(
        and(
          eq(companyDocuments.companyId, f.b.company.id),
          eq(companyDocuments.templateId, templateId),
          isNull(companyDocuments.deletedAt),
        ),
      );
    if (!row) throw new Error("B has the same library");
    return row;
  };
  const save = async (id: string, content: string, token = f.ownerA) => {
    const document = await stored(id);
    const reply = await post("user/savecontent", { fileId: id, content, version: document.version }, token);
    if (reply.statusCode !== 200) throw new Error(`not saved: ${reply.body}`);
  };
  /**
   * Company A's nth library document reconciled with a release of `wording` (published, then
   * accepted as the master): the base of the tests' merges.
   */
  const reconciled = async (n: number, wording: Wording = baseWording) => {
    const document = await documentA(n);
    const version = await publishRelease(f, document.templateId, policy(wording));
    const accepted = await post("user/accept-update", {
      fileId: document.id,
      version: (await stored(document.id)).version,
      toVersion: version,
      take: "master",
    });
    if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
    return { ...(await stored(document.id)), templateId: document.templateId };
  };
  return { post, stored, versionsOf, documentA, copyInB, save, reconciled };
}
