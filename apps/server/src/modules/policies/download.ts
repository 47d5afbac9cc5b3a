import { type DownloadLink, defaultOrientation, ukToday } from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import { documentFile, exportOf } from "../exports/downloads";
import { documentFileName } from "../exports/files";
import type { SentFile } from "../exports/send";
import { createPolicyLink, readPolicyLink } from "./links";
import { findPolicy, policyItem, policyVersionRow, type StaffPolicy } from "./queries";

/** The name of a policy's file: the uploaded PDF's own, else its number and name. */
const fileNameOf = (policy: StaffPolicy) =>
  policy.source === "pdf" && policy.fileName ? policy.fileName : documentFileName(policy, "pdf");

/**
 * GET /user/policy-document/download: a short-lived signed link to the policy's PDF as employees
 * read it now (the uploaded file, the written wording printed, or the document printed). Another
 * company's id answers 404 here, before any link is made.
 */
export async function policyDownloadLink(db: Database, companyId: string, id: string): Promise<DownloadLink> {
  const policy = await findPolicy(db, companyId, id);
  const { version } = await policyItem(db, companyId, policy.id);
  return createPolicyLink(db, { companyId, policyId: policy.id, version }, fileNameOf(policy));
}

/**
 * GET /download/policy: the file a link names, while the policy is still the company's. A PDF is
 * read from storage as uploaded; a written policy's linked version is printed with the company's
 * look and variables; a `document` policy prints its document's current version.
 */
export async function policyLinkFile(platform: Platform, token: string): Promise<SentFile> {
  const target = await readPolicyLink(platform.db, token);
  if (!target) throw notFound();
  const { companyId } = target;
  const policy = await findPolicy(platform.db, companyId, target.policyId);
  if (policy.source === "document") {
    if (!policy.documentId) throw notFound();
    const file = await documentFile(platform, companyId, policy.documentId, "pdf");
    return { ...file, fileName: fileNameOf(policy) };
  }
  const version = await policyVersionRow(platform.db, companyId, policy.id, target.version);
  if (policy.source === "pdf") {
    const body = version.storageKey ? await platform.storage.get(version.storageKey) : undefined;
    if (!body) throw notFound();
    return { body, fileName: fileNameOf(policy), contentType: "application/pdf" };
  }
  const file = await exportOf(
    platform,
    companyId,
    {
      name: version.name,
      policyNumber: policy.policyNumber,
      body: version.content,
      header: "",
      footer: "",
      orientation: defaultOrientation,
      variables: {},
      version: String(version.version),
      reviewDate: ukToday(version.createdAt),
      updatedAt: version.createdAt,
    },
    "pdf",
  );
  return { ...file, fileName: fileNameOf(policy) };
}
