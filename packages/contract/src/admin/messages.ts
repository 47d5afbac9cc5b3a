import { adminCatalogueMessages } from "./catalogue";
import { adminCompanyMessages } from "./companies";
import { couponMessages } from "./coupons";
import { adminRequestMessages } from "./requests";
import { adminSecurityMessages } from "./security";
import { siteMessages } from "./site-messages";
import { adminTemplateMessages } from "./templates";

/**
 * Every message of the admin console's areas: catalogue wording like the main `messages`, so a
 * field that fails its schema answers its own message in `response` too.
 */
export const adminMessageTexts: readonly string[] = [
  adminSecurityMessages,
  adminCatalogueMessages,
  adminTemplateMessages,
  siteMessages,
  adminCompanyMessages,
  couponMessages,
  adminRequestMessages,
].flatMap((set): string[] => Object.values(set));
