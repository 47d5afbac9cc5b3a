import { englandCareDocuments } from "./documents/england-care";
import { englandGovernanceDocuments } from "./documents/england-governance";
import { englandSafeguardingDocuments } from "./documents/england-safeguarding";
import { englandWorkforceDocuments } from "./documents/england-workforce";
import { northernIrelandChildrenDocuments } from "./documents/northern-ireland-children";
import { staffingDocuments } from "./documents/staffing";
import { walesScotlandDocuments } from "./documents/wales-scotland";
import type { DocumentTemplate } from "./types";

export * from "./cqc";
export * from "./packages";
export * from "./site";
export * from "./taxonomy";
export * from "./types";

export const documentTemplates: readonly DocumentTemplate[] = [
  ...englandSafeguardingDocuments,
  ...englandCareDocuments,
  ...englandGovernanceDocuments,
  ...englandWorkforceDocuments,
  ...walesScotlandDocuments,
  ...northernIrelandChildrenDocuments,
  ...staffingDocuments,
];

/** Absolute path of a template body on disk. */
export function templatePath(template: DocumentTemplate): string {
  return new URL(`./templates/${template.file}`, import.meta.url).pathname;
}
