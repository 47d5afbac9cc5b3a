import type { DocumentTemplate } from "../types";

/** A Northern Ireland supported living document: personal care for tenants, registered with RQIA. */
function supportedLiving(
  policyNumber: string,
  kind: DocumentTemplate["kind"],
  folder: string,
  title: string,
  summary: string,
): DocumentTemplate {
  return {
    policyNumber,
    title,
    slug: title
      .toLowerCase()
      .replace(/'/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    kind,
    nation: "northern-ireland",
    audience: "adult",
    folder,
    file: `northern-ireland/${policyNumber}.html`,
    summary,
  };
}

const support = "Support and Independence";

export const northernIrelandSupportedLivingDocuments: readonly DocumentTemplate[] = [
  supportedLiving(
    "NIR-SL-01",
    "policy",
    support,
    "Separating Housing and Support (Northern Ireland)",
    "How a supported living service keeps a tenant's housing apart from their care and support, so the landlord and the provider each do their own job and the person stays in control of their home.",
  ),
  supportedLiving(
    "NIR-SL-02",
    "policy",
    support,
    "Person-Centred Active Support (Northern Ireland)",
    "How staff support tenants to take part in every part of their own lives, with graded help and moment-by-moment encouragement, rather than doing things for them.",
  ),
  supportedLiving(
    "NIR-SL-03",
    "policy",
    "Safeguarding",
    "Positive Behaviour Support and Reducing Restrictive Practice (Northern Ireland)",
    "How behaviour that challenges is understood and met through positive behaviour support plans, and how restrictions in a person's own home are kept to the least and reduced over time.",
  ),
  supportedLiving(
    "NIR-SL-04",
    "policy",
    support,
    "Supporting Choice and Positive Risk Taking (Northern Ireland)",
    "How tenants are supported to make their own choices, including risky ones, with risks weighed against benefits and agreed in a positive risk-taking plan.",
  ),
  supportedLiving(
    "NIR-SL-05",
    "policy",
    support,
    "Community Inclusion and Relationships (Northern Ireland)",
    "How staff help tenants to use their community, work, learn, keep friends and family, and have relationships, including sexual relationships, safely and on their own terms.",
  ),
  supportedLiving(
    "NIR-SL-06",
    "policy",
    support,
    "Supporting People With Their Money and Benefits (Northern Ireland)",
    "How tenants are supported to claim benefits, pay rent and bills, budget and keep their money safe, with clear records and no staff control beyond what is agreed.",
  ),
  supportedLiving(
    "NIR-SL-07",
    "policy",
    support,
    "Shared Support in a Shared House (Northern Ireland)",
    "How support is shared fairly between tenants who live together, how housemates are matched and how disagreements or harm between tenants are handled.",
  ),
  supportedLiving(
    "NIR-SL-08",
    "procedure",
    "Procedures",
    "Transitions Into and Out of Supported Living (Northern Ireland)",
    "The steps for planning a move into supported living from a family home, hospital or children's services, and for moving on, so that support starts on the first day.",
  ),
  supportedLiving(
    "NIR-SL-09",
    "policy",
    "Care and Wellbeing",
    "Health Action Plans and Annual Health Checks (Northern Ireland)",
    "How staff help tenants with a learning disability to stay healthy, keep a health action plan and hospital passport, and get their annual health check and screening.",
  ),
  supportedLiving(
    "NIR-SL-10",
    "policy",
    support,
    "Communication Support (Northern Ireland)",
    "How staff learn and use each tenant's way of communicating, from easy read and signing to objects of reference, and record it in a communication passport.",
  ),
  supportedLiving(
    "NIR-SL-11",
    "policy",
    "Safeguarding",
    "Capacity and Deprivation of Liberty in Supported Living (Northern Ireland)",
    "How staff support decision-making, assess capacity and recognise a deprivation of liberty in a tenant's own home under the Mental Capacity Act (Northern Ireland) 2016.",
  ),
  supportedLiving(
    "NIR-SL-12",
    "policy",
    "Safeguarding",
    "Supporting People in Contact With Criminal Justice or Mental Health Services (Northern Ireland)",
    "How staff support tenants who are victims, witnesses or suspects in the justice system, or who use or are detained by mental health services.",
  ),
  supportedLiving(
    "NIR-SL-13",
    "procedure",
    "Procedures",
    "Tenancy Sustainment and Landlord Liaison (Northern Ireland)",
    "How staff help tenants keep their tenancy, report repairs and deal with their landlord, and what the provider does and does not do for the landlord.",
  ),
  supportedLiving(
    "NIR-SL-14",
    "procedure",
    "Procedures",
    "Support Plan Reviews in Supported Living (Northern Ireland)",
    "How each tenant's support plan is reviewed with them, their circle of support and the HSC Trust, and how changes are agreed and recorded.",
  ),
  supportedLiving(
    "NIR-SL-15",
    "form",
    "Forms and Templates",
    "Support Plan Review (Supported Living, Northern Ireland)",
    "A record of a tenant's support plan review: what is working, what is not, goals, risks, restrictions and the actions agreed.",
  ),
  supportedLiving(
    "NIR-SL-16",
    "form",
    "Forms and Templates",
    "Positive Behaviour Support Plan (Northern Ireland)",
    "A plan of what a tenant's behaviour communicates, how to prevent distress, how to respond early and in a crisis, and how restrictions will be reduced.",
  ),
  supportedLiving(
    "NIR-SL-17",
    "form",
    "Forms and Templates",
    "Tenancy and Landlord Contact Record (Northern Ireland)",
    "A record of a tenant's tenancy details and every contact with the landlord or housing officer, including repairs, rent and notices.",
  ),
  supportedLiving(
    "NIR-SL-18",
    "form",
    "Forms and Templates",
    "Communication Passport (Northern Ireland)",
    "A tenant's own profile of how they communicate, what their signs, sounds and objects mean, and how others should talk with them.",
  ),
  supportedLiving(
    "NIR-SL-19",
    "form",
    "Forms and Templates",
    "Money and Benefits Record (Supported Living, Northern Ireland)",
    "A record of a tenant's income, benefits, bills and the money staff handle for them, with receipts and balance checks.",
  ),
  supportedLiving(
    "NIR-SL-20",
    "form",
    "Forms and Templates",
    "Positive Risk-Taking Plan (Northern Ireland)",
    "A plan agreed with a tenant for something they want to do that carries risk: the benefits, the risks, how they are reduced and who agreed.",
  ),
  supportedLiving(
    "NIR-SL-21",
    "form",
    "Forms and Templates",
    "Health Action Plan (Northern Ireland)",
    "A tenant's own plan of their health needs, checks, screening and appointments, and the support they need to stay well.",
  ),
];
