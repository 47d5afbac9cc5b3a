import type { DocumentTemplate } from "../types";

type Entry = Pick<DocumentTemplate, "policyNumber" | "title" | "slug" | "kind" | "folder" | "summary">;

const entry = (e: Entry): DocumentTemplate => ({
  ...e,
  nation: "wales",
  audience: "adult",
  file: `wales/${e.policyNumber}.html`,
});

const form = (policyNumber: string, title: string, slug: string, summary: string): DocumentTemplate =>
  entry({ policyNumber, title, slug, kind: "form", folder: "Forms and Templates", summary });

/** The policies, procedures and forms written for supported living services in Wales. */
export const walesSupportedLivingDocuments: readonly DocumentTemplate[] = [
  entry({
    policyNumber: "WAL-SL-01",
    title: "Separating Housing and Support: Tenancies and Landlords (Wales)",
    slug: "separating-housing-and-support-tenancies-and-landlords-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How a supported living service in Wales keeps a person's occupation contract under the Renting Homes (Wales) Act 2016 separate from their support, and works with landlords.",
  }),
  entry({
    policyNumber: "WAL-SL-02",
    title: "Person-centred Active Support (Wales)",
    slug: "person-centred-active-support-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How staff give people just enough help to take part in the ordinary activities of their home and community, and how engagement is planned, coached and reviewed.",
  }),
  entry({
    policyNumber: "WAL-SL-03",
    title: "Positive Behaviour Support in People's Own Homes (Wales)",
    slug: "positive-behaviour-support-in-peoples-own-homes-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How positive behaviour support plans are assessed, written and followed in supported living, and how restrictive practices are kept lawful and reduced.",
  }),
  entry({
    policyNumber: "WAL-SL-04",
    title: "Choice, Risk and Positive Risk Taking (Wales)",
    slug: "choice-risk-and-positive-risk-taking-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How people in supported living are supported to make their own choices and take positive risks, with plans agreed with them and reviewed.",
  }),
  entry({
    policyNumber: "WAL-SL-05",
    title: "Community Inclusion and Relationships (Wales)",
    slug: "community-inclusion-and-relationships-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How people are supported to take part in community life, keep and make friendships and relationships, including sexual relationships, and stay safe from exploitation.",
  }),
  entry({
    policyNumber: "WAL-SL-06",
    title: "Supporting People with Money, Benefits and Household Bills Procedure (Wales)",
    slug: "supporting-people-with-money-benefits-and-household-bills-procedure-wales",
    kind: "procedure",
    folder: "Support and Independence",
    summary:
      "How staff support people in their own tenancy with budgets, benefits, rent, household bills and shared costs, with every transaction recorded and checked.",
  }),
  entry({
    policyNumber: "WAL-SL-07",
    title: "Shared Support in a Shared House Procedure (Wales)",
    slug: "shared-support-in-a-shared-house-procedure-wales",
    kind: "procedure",
    folder: "Support and Independence",
    summary:
      "How individual and shared support hours are planned and delivered where people live together, with house meetings run by the people who live there.",
  }),
  entry({
    policyNumber: "WAL-SL-08",
    title: "Transitions: Moving In, Moving On and Changes in Support (Wales)",
    slug: "transitions-moving-in-moving-on-and-changes-in-support-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How moves into supported living, from children's services or hospital, changes of team and moving on are planned with the person and support continues safely.",
  }),
  entry({
    policyNumber: "WAL-SL-09",
    title: "Health Action Plans and Annual Health Checks (Wales)",
    slug: "health-action-plans-and-annual-health-checks-wales",
    kind: "policy",
    folder: "Care Delivery",
    summary:
      "How people are supported with health action plans, the GP health check for adults with a learning disability, screening, appointments and hospital passports.",
  }),
  entry({
    policyNumber: "WAL-SL-10",
    title: "Communication Support: Easy Read, Objects of Reference and Communication Passports (Wales)",
    slug: "communication-support-easy-read-objects-of-reference-and-communication-passports-wales",
    kind: "policy",
    folder: "Support and Independence",
    summary:
      "How each person's communication is assessed and supported with communication passports, easy read, objects of reference and the Welsh language Active Offer.",
  }),
  entry({
    policyNumber: "WAL-SL-11",
    title: "Mental Capacity and Deprivation of Liberty in Supported Living Procedure (Wales)",
    slug: "mental-capacity-and-deprivation-of-liberty-in-supported-living-procedure-wales",
    kind: "procedure",
    folder: "Safeguarding and Rights",
    summary:
      "How staff recognise a possible deprivation of liberty in a person's own home and make sure the commissioning body seeks authorisation from the Court of Protection.",
  }),
  entry({
    policyNumber: "WAL-SL-12",
    title: "Supporting People in Contact with the Criminal Justice System or Mental Health Services (Wales)",
    slug: "supporting-people-in-contact-with-the-criminal-justice-system-or-mental-health-services-wales",
    kind: "policy",
    folder: "Safeguarding and Rights",
    summary:
      "How people are supported in contact with the police, courts and probation, as suspects, victims or witnesses, and with mental health services and crises.",
  }),
  form(
    "WAL-SL-FRM-01",
    "Support Plan and Outcomes Review (Supported Living)",
    "support-plan-and-outcomes-review-supported-living-wales",
    "A record of a review of a person's personal plan with them, covering outcomes, daily life, health, home, money, risks and restrictions.",
  ),
  form(
    "WAL-SL-FRM-02",
    "Positive Behaviour Support Plan",
    "positive-behaviour-support-plan-wales",
    "A person's positive behaviour support plan: what the behaviour means, proactive, early warning and escalation strategies, recovery and any restrictions.",
  ),
  form(
    "WAL-SL-FRM-03",
    "Tenancy and Landlord Contact Record",
    "tenancy-and-landlord-contact-record-wales",
    "A record of a person's occupation contract, the landlord's safety checks, repairs and every contact with the landlord made with or for the person.",
  ),
  form(
    "WAL-SL-FRM-04",
    "Communication Passport",
    "communication-passport-wales",
    "A person-centred passport telling others how the person understands, communicates, shows pain or upset and uses signs and objects of reference.",
  ),
  form(
    "WAL-SL-FRM-05",
    "Money Record and Receipts Log",
    "money-record-and-receipts-log-wales",
    "A record of every amount held, spent or received for a person, with receipts, balance checks and the team leader's and manager's checks.",
  ),
  form(
    "WAL-SL-FRM-06",
    "Positive Risk-taking Plan",
    "positive-risk-taking-plan-wales",
    "A plan, agreed with the person, for an activity or choice that carries risk: what they want, benefits and risks, capacity and agreed steps.",
  ),
  form(
    "WAL-SL-FRM-07",
    "Health Action Plan and Health Check Record",
    "health-action-plan-and-health-check-record-wales",
    "A person's health action plan with their GP health check, screening, routine checks, appointments and medicine reviews.",
  ),
  form(
    "WAL-SL-FRM-08",
    "Transition Plan",
    "transition-plan-wales",
    "A plan for a move into supported living, a new home, a change of team or moving on, with steps, checks and settling-in reviews.",
  ),
  form(
    "WAL-SL-FRM-09",
    "Shared House Meeting Record",
    "shared-house-meeting-record-wales",
    "Notes of a house meeting run by the people who share a supported living house, with what they agreed and actions.",
  ),
  form(
    "WAL-SL-FRM-10",
    "Community Deprivation of Liberty Referral Record",
    "community-deprivation-of-liberty-referral-record-wales",
    "A record of why a person in supported living may be deprived of liberty, the referral to the commissioning body, follow-ups and any Court of Protection order.",
  ),
  form(
    "WAL-SL-FRM-11",
    "Police and Criminal Justice Contact Record",
    "police-and-criminal-justice-contact-record-wales",
    "A record of a person's contact with the police, courts or probation, the support given, safeguarding and notifications, and the outcome.",
  ),
];
