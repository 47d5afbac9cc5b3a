import { withoutRemoteImages } from "@cloudoc/documents";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import type { Storage } from "../../platform/storage";
import { contentHash } from "../documents/versions";
import { viewDocument } from "../documents/view";
import type { AssignedRow } from "./reading-queries";
import { staffPolicyVersions } from "./tables";

/**
 * What an employee reads of a policy, exactly as served, with its SHA-256: the evidence ties an
 * acknowledgement to these bytes (decision 022).
 * - document: the company's current version with its business details filled in (header, body,
 *   footer), as the document view shows it; the hash is of that HTML, so a changed detail (a new
 *   manager's name) is a changed content too.
 * - written: the current version's wording.
 * - pdf: the current version's PDF; the hash is of its bytes (kept when it was uploaded).
 */
export interface ServedContent {
  version: number;
  content: string;
  contentHash: string;
  pdf: { storageKey: string; fileName: string } | null;
}

type Reading = Pick<
  AssignedRow,
  "policyId" | "source" | "documentId" | "policyVersion" | "storageKey" | "fileName" | "name"
>;

async function versionRow(db: Database, companyId: string, policy: Reading) {
  const [row] = await db
    .select()
    .from(staffPolicyVersions)
    .where(
      ofCompany(
        staffPolicyVersions,
        companyId,
        and(
          eq(staffPolicyVersions.policyId, policy.policyId),
          eq(staffPolicyVersions.version, policy.policyVersion),
        ),
      ),
    );
  return row;
}

async function documentContent(
  deps: { db: Database; storage: Storage },
  companyId: string,
  documentId: string,
): Promise<ServedContent> {
  const view = await viewDocument(deps, companyId, documentId);
  const content = `${view.viewHeader}${view.viewContent}${view.viewFooter}`;
  return { version: view.version, content, contentHash: contentHash(content), pdf: null };
}

/** The current content of a readable policy; 404 when it has none to show (a PDF never stored). */
export async function servedContent(
  deps: { db: Database; storage: Storage },
  companyId: string,
  policy: Reading,
): Promise<ServedContent> {
  if (policy.source === "document") {
    if (!policy.documentId) throw notFound();
    return documentContent(deps, companyId, policy.documentId);
  }
  const row = await versionRow(deps.db, companyId, policy);
  if (policy.source === "written") {
    const content = withoutRemoteImages(row?.content ?? "");
    return { version: policy.policyVersion, content, contentHash: contentHash(content), pdf: null };
  }
  const storageKey = row?.storageKey ?? policy.storageKey;
  if (!storageKey || !row) throw notFound();
  return {
    version: policy.policyVersion,
    content: "",
    contentHash: row.contentHash,
    pdf: { storageKey, fileName: policy.fileName ?? `${policy.name}.pdf` },
  };
}
