import { and, eq, isNull } from "drizzle-orm";
import type { SignedIn } from "../../platform/actor";
import { ofCompany } from "../../platform/db/tenant";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { looksLikeId } from "../documents/queries";
import { safeFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { evidenceViewer } from "./evidence";
import { servedContent } from "./reading-content";
import { findAssigned } from "./reading-queries";
import { staffPolicies } from "./tables";

/** An uploaded policy as a manager reads it: any of the company's (not deleted), or 404. */
async function managersPolicy(platform: Platform, companyId: string, policyId: string) {
  if (!looksLikeId(policyId)) throw notFound();
  const [policy] = await platform.db
    .select({
      policyId: staffPolicies.id,
      source: staffPolicies.source,
      documentId: staffPolicies.documentId,
      policyVersion: staffPolicies.version,
      storageKey: staffPolicies.storageKey,
      fileName: staffPolicies.fileName,
      name: staffPolicies.name,
    })
    .from(staffPolicies)
    .where(
      ofCompany(
        staffPolicies,
        companyId,
        and(eq(staffPolicies.id, policyId), isNull(staffPolicies.deletedAt)),
      ),
    );
  if (!policy) throw notFound();
  return policy;
}

/**
 * POST /user/policies/viewpdf {fileId}: the current PDF of an uploaded policy, to an employee it is
 * assigned to (and readable), or to the company's managers; anyone else's answers 404.
 */
export async function policyPdf(platform: Platform, actor: SignedIn, policyId: string): Promise<SentFile> {
  const viewer = evidenceViewer(actor);
  const policy = viewer.employee
    ? await findAssigned(platform.db, viewer.companyId, actor.userId, policyId)
    : await managersPolicy(platform, viewer.companyId, policyId);
  if (policy.source !== "pdf") throw notFound();
  const served = await servedContent(platform, viewer.companyId, policy);
  if (!served.pdf) throw notFound();
  const body = await platform.storage.get(served.pdf.storageKey);
  if (!body) throw notFound();
  const fileName = served.pdf.fileName.toLowerCase().endsWith(".pdf")
    ? safeFileName(served.pdf.fileName.slice(0, -4), "pdf")
    : safeFileName(served.pdf.fileName, "pdf");
  return { body, fileName, contentType: "application/pdf" };
}
