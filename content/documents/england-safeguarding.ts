import type { DocumentTemplate } from "../types";

const shared = {
  kind: "policy",
  nation: "england",
  audience: "adult",
  folder: "Safeguarding and Rights",
} as const;

export const englandSafeguardingDocuments: readonly DocumentTemplate[] = [
  {
    ...shared,
    policyNumber: "ENG-SR-01",
    title: "Safeguarding Adults",
    slug: "safeguarding-adults-england",
    file: "england/ENG-SR-01.html",
    summary:
      "How staff recognise, report and record abuse or neglect of adults, refer concerns to the local authority and notify CQC.",
    cqcStatements: ["S3", "S1", "S4", "W6"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-02",
    title: "Mental Capacity and Consent",
    slug: "mental-capacity-and-consent-england",
    file: "england/ENG-SR-02.html",
    summary:
      "How staff seek consent, assess capacity, make best-interests decisions and respect attorneys, deputies and advance decisions.",
    cqcStatements: ["E6", "C3", "S3", "R7"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-03",
    title: "Deprivation of Liberty Safeguards",
    slug: "deprivation-of-liberty-safeguards-england",
    file: "england/ENG-SR-03.html",
    summary:
      "How the care home identifies a deprivation of liberty, requests and grants authorisations, meets conditions and notifies CQC.",
    cqcStatements: ["E6", "S3", "C3", "W5"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-04",
    title: "Equality, Diversity and Human Rights",
    slug: "equality-diversity-and-human-rights-england",
    file: "england/ENG-SR-04.html",
    summary:
      "How the service prevents discrimination, makes reasonable adjustments, meets the Accessible Information Standard and upholds human rights.",
    cqcStatements: ["R5", "R6", "C2", "R3", "W4"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-05",
    title: "Dignity and Respect",
    slug: "dignity-and-respect-england",
    file: "england/ENG-SR-05.html",
    summary:
      "How staff protect privacy and dignity in personal care, at mealtimes, in language and in records, and what to do when standards slip.",
    cqcStatements: ["C1", "C2", "C3", "R1"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-06",
    title: "Whistleblowing and Freedom to Speak Up",
    slug: "whistleblowing-and-freedom-to-speak-up-england",
    file: "england/ENG-SR-06.html",
    summary:
      "How workers raise concerns inside and outside the company, how managers respond, and the legal protection whistleblowers have.",
    cqcStatements: ["W3", "S1", "W1", "S3"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-07",
    title: "Restrictive Practice and Restraint Reduction",
    slug: "restrictive-practice-and-restraint-reduction-england",
    file: "england/ENG-SR-07.html",
    summary:
      "How the service keeps restrictions to a minimum, uses restraint only as a lawful last resort, and records, reviews and reduces it.",
    cqcStatements: ["S3", "S4", "E6", "C3", "S1"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-08",
    title: "Advocacy",
    slug: "advocacy-england",
    file: "england/ENG-SR-08.html",
    summary:
      "How staff identify when a person needs an advocate, who arranges Care Act advocacy, IMCAs and IMHAs, and how advocates are supported.",
    cqcStatements: ["R4", "E6", "C3", "R5"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-09",
    title: "Duty of Candour",
    slug: "duty-of-candour-england",
    file: "england/ENG-SR-09.html",
    summary:
      "How the service identifies notifiable safety incidents and meets the regulation 20 duty to tell, apologise, notify in writing and keep records.",
    cqcStatements: ["S1", "W1", "W5", "R4"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-10",
    title: "Prevent and Radicalisation",
    slug: "prevent-and-radicalisation-england",
    file: "england/ENG-SR-10.html",
    summary:
      "How staff notice, check and share concerns that someone is being drawn into terrorism, and the local referral routes the service uses.",
    cqcStatements: ["S3", "E3", "W6"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-11",
    title: "Modern Slavery and Human Trafficking",
    slug: "modern-slavery-and-human-trafficking-england",
    file: "england/ENG-SR-11.html",
    summary:
      "How staff spot and report exploitation of people we support or workers, how referrals reach the National Referral Mechanism, and how recruitment stays slavery-free.",
    cqcStatements: ["S3", "S6", "W5", "W6"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-12",
    title: "Visiting and Keeping in Touch",
    slug: "visiting-and-keeping-in-touch-england",
    file: "england/ENG-SR-12.html",
    summary:
      "How the service supports visits in and out of the care home under regulation 9A, essential care supporters, end-of-life visiting and keeping in touch.",
    cqcStatements: ["C2", "C3", "R1", "R4", "S7"],
  },
  {
    ...shared,
    policyNumber: "ENG-SR-13",
    title: "Deprivation of Liberty in the Community",
    slug: "deprivation-of-liberty-in-the-community",
    file: "england/ENG-SR-13.html",
    summary:
      "How a home care or supported living service spots a deprivation of liberty, asks the commissioner to apply to the Court of Protection and follows the order.",
    cqcStatements: ["E6", "S3", "C3", "W5"],
  },
];
