import type { DocumentTemplate } from "../types";
import { englandCareDocuments } from "./england-care";
import { englandGovernanceDocuments } from "./england-governance";
import { englandSafeguardingDocuments } from "./england-safeguarding";
import { englandWorkforceDocuments } from "./england-workforce";
import { nationFormDocuments } from "./nation-forms";
import { northernIrelandChildrenDocuments } from "./northern-ireland-children";
import { staffingDocuments } from "./staffing";
import { walesScotlandDocuments } from "./wales-scotland";

/** Every document of the starter library, in the order the seed loads them. */
export const documentTemplates: readonly DocumentTemplate[] = [
  ...englandSafeguardingDocuments,
  ...englandCareDocuments,
  ...englandGovernanceDocuments,
  ...englandWorkforceDocuments,
  ...walesScotlandDocuments,
  ...northernIrelandChildrenDocuments,
  ...staffingDocuments,
  ...nationFormDocuments,
];
