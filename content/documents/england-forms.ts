import type { DocumentTemplate } from "../types";

const form = {
  kind: "form",
  nation: "england",
  audience: "adult",
  folder: "Forms and Templates",
} as const;

/** The records the English adult-care procedures use, beyond the first ten shared forms. */
export const englandFormDocuments: readonly DocumentTemplate[] = [
  {
    ...form,
    policyNumber: "FRM-11",
    title: "Falls Record and Post-Fall Observations",
    slug: "falls-record-and-post-fall-observations",
    file: "forms/FRM-11.html",
    summary:
      "A record of a fall or a person found on the floor, the checks and calls made, timed observations afterwards and the manager's review.",
    cqcStatements: ["S4", "S1", "E2"],
  },
  {
    ...form,
    policyNumber: "FRM-12",
    title: "Fluid and Food Chart",
    slug: "fluid-and-food-chart",
    file: "forms/FRM-12.html",
    summary:
      "A daily chart of drinks and food offered and taken, against the person's fluid target, with the action taken when intake is low.",
    cqcStatements: ["E4", "E2"],
  },
  {
    ...form,
    policyNumber: "FRM-13",
    title: "Repositioning Chart",
    slug: "repositioning-chart",
    file: "forms/FRM-13.html",
    summary:
      "A chart of each change of position, the skin checks made and the equipment used for a person at risk of pressure damage.",
    cqcStatements: ["S4", "E2"],
  },
  {
    ...form,
    policyNumber: "FRM-14",
    title: "Mental Capacity Assessment and Best Interests Record",
    slug: "mental-capacity-assessment-and-best-interests-record-england",
    file: "forms/FRM-14.html",
    summary:
      "A record of a decision-specific capacity assessment under the Mental Capacity Act 2005 and, where the person lacks capacity, the best interests decision.",
    cqcStatements: ["E6", "C3"],
  },
  {
    ...form,
    policyNumber: "FRM-15",
    title: "Pre-Employment Checks Record",
    slug: "pre-employment-checks-record",
    file: "forms/FRM-15.html",
    summary:
      "A record of every check made before a new worker starts, from identity and right to work to the enhanced DBS check and references.",
    cqcStatements: ["S6", "W5"],
  },
  {
    ...form,
    policyNumber: "FRM-16",
    title: "Return to Work Record",
    slug: "return-to-work-record",
    file: "forms/FRM-16.html",
    summary:
      "A record of the meeting held with a worker on their first day back after sickness, their fitness to work and the support agreed.",
    cqcStatements: ["C5", "S6"],
  },
  {
    ...form,
    policyNumber: "FRM-17",
    title: "Personal Emergency Evacuation Plan (PEEP)",
    slug: "personal-emergency-evacuation-plan-peep-england",
    file: "forms/FRM-17.html",
    summary:
      "A person's plan for getting to safety in a fire, the help and equipment they need, and a home fire safety check for care in their own home.",
    cqcStatements: ["S5", "S4"],
  },
  {
    ...form,
    policyNumber: "FRM-18",
    title: "Missed or Late Visit Record",
    slug: "missed-or-late-visit-record-england",
    file: "forms/FRM-18.html",
    summary:
      "A record of a home care visit that was missed, late or cut short, how the person was kept safe and the manager's review.",
    cqcStatements: ["S2", "S6", "R2"],
  },
  {
    ...form,
    policyNumber: "FRM-19",
    title: "Key Holding and Access Agreement",
    slug: "key-holding-and-access-agreement",
    file: "forms/FRM-19.html",
    summary:
      "An agreement with the person on how care staff get into their home, who holds keys and how the home is left, with a log of keys and code changes.",
    cqcStatements: ["S5", "C1"],
  },
  {
    ...form,
    policyNumber: "FRM-20",
    title: "Medication Error and Near Miss Record",
    slug: "medication-error-and-near-miss-record",
    file: "forms/FRM-20.html",
    summary:
      "A record of a medicine error or near miss, the clinical advice taken, who was told and the manager's review of why it happened.",
    cqcStatements: ["S8", "S1"],
  },
];
