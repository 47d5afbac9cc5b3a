import {
  type CompanyProfile,
  type InvoiceParties,
  type InvoiceParty,
  isAbsent,
  type SiteSettings,
  vatWithin,
} from "@cloudoc/contract";
import type { Executor } from "../../platform/db/client";
import { readTogether } from "../../platform/db/together";
import { effectiveProfile } from "../profile/store";
import { getSiteSettings } from "../settings/service";

/**
 * What an invoice fixes on the day it is issued (issue 22): the VAT inside its total at the rate
 * then configured (prices include VAT), and the seller and buyer as they were — a later change
 * of address or rate never rewrites an issued invoice.
 */

const present = (values: (string | undefined)[]) =>
  values.map((value) => value?.trim() ?? "").filter((value) => value !== "" && !isAbsent(value));

/** The seller: Cloudoc, from the site settings (the address setting may run several lines). */
export function sellerOf(settings: SiteSettings): InvoiceParty {
  const address = present(settings.address.split(/\n|,/)).filter((line) => line !== settings.sellerName);
  return {
    name: settings.sellerName,
    address,
    email: settings.email_address,
    phone: settings.phone,
    vatNumber: settings.vatNumber,
    companyNumber: settings.companyNumber,
  };
}

/** The buyer: the company's profile (its registered address, else its trading address). */
export function buyerOf(profile: CompanyProfile): InvoiceParty {
  const address = (prefix: string) =>
    present(
      ["line1", "line2", "city", "state", "postalcode", "country"].map((part) => profile[`${prefix}${part}`]),
    );
  const registered = address("registered_");
  const [email] = present([profile.company_email, profile.email]);
  return {
    name: present([profile.companyName])[0] ?? "",
    address: registered.length > 0 ? registered : address("trading_"),
    email: email ?? "",
    phone: present([profile.company_phone])[0] ?? "",
    vatNumber: "",
    companyNumber: present([profile.companyRegNo])[0] ?? "",
  };
}

export interface InvoiceTerms {
  vatPence: number;
  vatRatePercent: number;
  parties: InvoiceParties;
}

/** The VAT and the parties of an invoice for `totalPence` issued now to `companyId`. */
export async function invoiceTerms(
  executor: Executor,
  companyId: string,
  totalPence: number,
): Promise<InvoiceTerms> {
  const [settings, profile] = await readTogether(executor, [
    () => getSiteSettings(executor),
    () => effectiveProfile(executor, companyId),
  ]);
  return {
    vatPence: vatWithin(totalPence, settings.vatRatePercent),
    vatRatePercent: settings.vatRatePercent,
    parties: { seller: sellerOf(settings), buyer: buyerOf(profile) },
  };
}
