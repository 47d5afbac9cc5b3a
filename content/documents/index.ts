import type { DocumentTemplate } from "../types";
import { childrensHomeDocuments } from "./children";
import { northernIrelandChildrensHomeDocuments } from "./children-northern-ireland";
import { childrenScotlandDocuments } from "./children-scotland";
import { childrensHomeWalesDocuments } from "./children-wales";
import { englandCareDocuments } from "./england-care";
import { englandFormDocuments } from "./england-forms";
import { englandGovernanceDocuments } from "./england-governance";
import { englandSafeguardingDocuments } from "./england-safeguarding";
import { englandWorkforceDocuments } from "./england-workforce";
import { nationFormDocuments } from "./nation-forms";
import { northernIrelandDocuments } from "./northern-ireland";
import { northernIrelandSupportedLivingDocuments } from "./northern-ireland-supported-living";
import { scotlandDocuments } from "./scotland";
import { scotlandSupportedLivingDocuments } from "./scotland-supported-living";
import { staffingDocuments } from "./staffing";
import { staffingNorthernIrelandDocuments } from "./staffing-northern-ireland";
import { staffingScotlandDocuments } from "./staffing-scotland";
import { staffingWalesDocuments } from "./staffing-wales";
import { supportedAccommodationDocuments } from "./supported-accommodation";
import { walesDocuments } from "./wales";
import { walesSupportedLivingDocuments } from "./wales-supported-living";

/** Every document of the starter library, in the order the seed loads them. */
export const documentTemplates: readonly DocumentTemplate[] = [
  ...englandSafeguardingDocuments,
  ...englandCareDocuments,
  ...englandGovernanceDocuments,
  ...englandWorkforceDocuments,
  ...walesDocuments,
  ...walesSupportedLivingDocuments,
  ...scotlandDocuments,
  ...scotlandSupportedLivingDocuments,
  ...childrenScotlandDocuments,
  ...northernIrelandDocuments,
  ...northernIrelandSupportedLivingDocuments,
  ...northernIrelandChildrensHomeDocuments,
  ...childrensHomeDocuments,
  ...childrensHomeWalesDocuments,
  ...staffingDocuments,
  ...staffingNorthernIrelandDocuments,
  ...staffingScotlandDocuments,
  ...staffingWalesDocuments,
  ...supportedAccommodationDocuments,
  ...nationFormDocuments,
  ...englandFormDocuments,
];
