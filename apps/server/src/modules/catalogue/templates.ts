import type { PackageDocument } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { documentTemplates } from "./tables";

/** Published master templates by policy number, for other modules (e.g. the sample documents). */
export async function templateCardsByPolicyNumber(
  db: Database,
  policyNumbers: readonly string[],
): Promise<Map<string, PackageDocument>> {
  if (policyNumbers.length === 0) return new Map();
  const rows = await db
    .select({
      _id: documentTemplates.id,
      name: documentTemplates.title,
      slug: documentTemplates.slug,
      policyNumber: documentTemplates.policyNumber,
      kind: documentTemplates.kind,
      summary: documentTemplates.summary,
    })
    .from(documentTemplates)
    .where(
      and(inArray(documentTemplates.policyNumber, [...policyNumbers]), eq(documentTemplates.published, true)),
    );
  return new Map(rows.map((row) => [row.policyNumber, row]));
}
