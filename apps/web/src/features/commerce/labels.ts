import type { AddOnType, PlanType } from "@cloudoc/contract";

/** The plan names the site uses (spec 000 §2 Policies mega-menu: Monthly Access, Annual Plan). */
export const planLabels: Record<PlanType, string> = {
  monthly: "Monthly Access",
  yearly: "Annual Plan",
  trial: "Trial",
};

/** How often a plan's add-ons are charged: per month (monthly and trial) or per year. */
export const planPeriod: Record<PlanType, string> = {
  monthly: "month",
  yearly: "year",
  trial: "month",
};

export const addOnLabels: Record<AddOnType, string> = {
  updates: "Updates",
  management: "Management",
  combo: "Combo",
  pro: "Pro",
  printing: "Printing",
};

/** One line on what each add-on gives (spec 000 §3 package flags, §6 menu rules). */
export const addOnDescriptions: Record<AddOnType, string> = {
  updates: "Document updates: your documents are kept in line with new legislation and regulator guidance.",
  management: "Document management: edit, review, share and assign your documents online.",
  combo: "Updates and Management together, for one fee.",
  pro: "DocuSign, web forms and staff training.",
  printing: "A printed copy of your documents; charged once.",
};

/** "Updates (Annual Plan)" style labels for an order line's add-on. */
export function addOnWithPlan(addOn: AddOnType, plan: PlanType | null): string {
  return plan ? `${addOnLabels[addOn]}, ${planLabels[plan]}` : addOnLabels[addOn];
}
