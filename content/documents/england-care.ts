import type { DocumentTemplate } from "../types";

const careDelivery = {
  kind: "policy",
  nation: "england",
  audience: "adult",
  folder: "Care Delivery",
} as const;

export const englandCareDocuments: readonly DocumentTemplate[] = [
  {
    ...careDelivery,
    policyNumber: "ENG-CD-01",
    title: "Person-Centred Care Planning",
    slug: "person-centred-care-planning-england",
    file: "england/ENG-CD-01.html",
    summary:
      "How staff write, use and review each person's care plan with them so that care reflects their needs, choices and goals.",
    cqcStatements: ["R1", "E1", "C2", "C3", "R4"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-02",
    title: "Assessment of Needs and Admission",
    slug: "assessment-of-needs-and-admission-england",
    file: "england/ENG-CD-02.html",
    summary:
      "How referrals are assessed, how the decision to accept is made and how a person's admission or first day of care is managed safely.",
    cqcStatements: ["E1", "R2", "R3", "R5", "E6"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-03",
    title: "Medication Management",
    slug: "medication-management-england",
    file: "england/ENG-CD-03.html",
    summary:
      "How medicines are ordered, stored, given and recorded, including PRN, covert administration, controlled drugs and medicine errors.",
    cqcStatements: ["S8", "S1", "S2", "E6"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-04",
    title: "Infection Prevention and Control",
    slug: "infection-prevention-and-control-england",
    file: "england/ENG-CD-04.html",
    summary:
      "How staff prevent and control infection through hand hygiene, PPE, cleaning, waste and laundry, and how suspected outbreaks are managed and reported.",
    cqcStatements: ["S7", "S5", "S1"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-05",
    title: "Falls Prevention and Management",
    slug: "falls-prevention-and-management-england",
    file: "england/ENG-CD-05.html",
    summary:
      "How falls risk is assessed and reduced, and the steps staff follow after a fall, including head injury checks, reporting and review.",
    cqcStatements: ["S4", "S5", "E2", "S1", "E5"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-06",
    title: "Nutrition and Hydration",
    slug: "nutrition-and-hydration-england",
    file: "england/ENG-CD-06.html",
    summary:
      "How people are screened with MUST, supported to eat and drink well and safely, including IDDSI textures, and referred when intake or weight falls.",
    cqcStatements: ["E4", "E1", "E2", "C2"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-07",
    title: "Pressure Ulcer Prevention and Skin Care",
    slug: "pressure-ulcer-prevention-and-skin-care-england",
    file: "england/ENG-CD-07.html",
    summary:
      "How skin is checked and pressure ulcers prevented using aSSKINg, and how damage is categorised, referred to community nurses and reported.",
    cqcStatements: ["S4", "E2", "E3", "S3"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-08",
    title: "End of Life Care",
    slug: "end-of-life-care-england",
    file: "england/ENG-CD-08.html",
    summary:
      "How people plan for the end of life, are cared for when dying and are cared for after death, including ReSPECT, DNACPR and verification of death.",
    cqcStatements: ["R7", "C1", "E6", "E3", "C4"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-09",
    title: "Oral Health",
    slug: "oral-health-england",
    file: "england/ENG-CD-09.html",
    summary:
      "How each person's mouth care needs are assessed and met every day, including denture care and access to dental services.",
    cqcStatements: ["E4", "E2", "C1"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-10",
    title: "Continence Care",
    slug: "continence-care-england",
    file: "england/ENG-CD-10.html",
    summary:
      "How staff promote continence, use products and give skin, catheter and bowel care with dignity, and recognise urinary infection.",
    cqcStatements: ["C1", "E2", "E4", "C3", "C4"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-11",
    title: "Positive Behaviour Support",
    slug: "positive-behaviour-support-england",
    file: "england/ENG-CD-11.html",
    summary:
      "How staff understand and reduce behaviour that challenges through positive behaviour support, and the strict limits on restrictive practice.",
    cqcStatements: ["S3", "S4", "E2", "E6", "C1"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-12",
    title: "Dementia Care",
    slug: "dementia-care-england",
    file: "england/ENG-CD-12.html",
    summary:
      "How people living with dementia are supported to live well, including communication, distress, delirium, antipsychotic use, capacity and carers.",
    cqcStatements: ["E2", "C2", "E6", "R1"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-13",
    title: "Moving and Handling of People",
    slug: "moving-and-handling-of-people-england",
    file: "england/ENG-CD-13.html",
    summary:
      "How people are supported to move safely using individual handling plans, and how hoists, slings and other lifting equipment are checked and maintained.",
    cqcStatements: ["S5", "S4", "S6", "C1"],
  },
  {
    ...careDelivery,
    policyNumber: "ENG-CD-14",
    title: "Hospital Admission, Transfer and Discharge",
    slug: "hospital-admission-transfer-and-discharge-england",
    file: "england/ENG-CD-14.html",
    summary:
      "How people are supported into hospital, while there and back to our care, with hospital passports, safe handovers and medicines reconciliation.",
    cqcStatements: ["S2", "R2", "E3"],
  },
];
