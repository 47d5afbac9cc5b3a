/** The public history of changes to master templates, newest first. */
export interface DocumentUpdate {
  policyNumber: string;
  title: string;
  /** ISO date (YYYY-MM-DD) the updated master template was published. */
  updatedAt: string;
  summary: string;
}

export const documentUpdates: readonly DocumentUpdate[] = [
  {
    policyNumber: "ENG-GV-02",
    title: "Data Protection and Confidentiality",
    updatedAt: "2026-09-14",
    summary:
      "Reviewed against the Data (Use and Access) Act 2025, whose changes to UK data protection law are coming into force in stages. Wording on handling subject access requests and data protection complaints was updated.",
  },
  {
    policyNumber: "STF-01",
    title: "Agency Worker Vetting and Compliance",
    updatedAt: "2026-07-20",
    summary:
      "Annual review. Right-to-work steps now assume that most non-UK nationals prove their status with an eVisa through the Home Office online service, and the follow-up check process was clarified.",
  },
  {
    policyNumber: "ENG-CD-03",
    title: "Medication Management",
    updatedAt: "2026-06-08",
    summary:
      "Routine annual review against NICE guidance on managing medicines in care homes and for adults receiving social care in the community. Covert administration and homely remedies sections were made clearer.",
  },
  {
    policyNumber: "STF-04",
    title: "Working Time, Pay and Agency Worker Rights",
    updatedAt: "2026-04-01",
    summary:
      "Checked at the April rate change. Payroll steps confirm that new National Living Wage and National Minimum Wage rates are applied from the first pay period they take effect.",
  },
  {
    policyNumber: "ENG-WP-01",
    title: "Safer Recruitment",
    updatedAt: "2026-02-16",
    summary:
      "Updated right-to-work guidance after biometric residence permits were replaced by eVisas, and noted that the Health and Care Worker route closed to new overseas recruitment of care workers from 22 July 2025.",
  },
  {
    policyNumber: "CHE-01",
    title: "Safeguarding and Child Protection (Children's Home)",
    updatedAt: "2025-12-01",
    summary:
      "Annual review confirming alignment with Working Together to Safeguard Children 2023, including multi-agency working with local safeguarding partners and referral of allegations against staff to the LADO.",
  },
  {
    policyNumber: "ENG-GV-05",
    title: "Quality Assurance and Governance",
    updatedAt: "2025-11-10",
    summary:
      "Audit programme linked more closely to the quality statements of CQC's single assessment framework and to the evidence categories CQC uses, such as feedback from people, staff and partners.",
  },
  {
    policyNumber: "ENG-WP-04",
    title: "Training and Development",
    updatedAt: "2025-10-06",
    summary:
      "Clarified the legal requirement in the Health and Care Act 2022 for staff to receive training on learning disability and autism appropriate to their role, and how the Oliver McGowan Mandatory Training meets it.",
  },
  {
    policyNumber: "ENG-CD-11",
    title: "Positive Behaviour Support",
    updatedAt: "2025-09-15",
    summary:
      "Linked to the learning disability and autism training requirement and to the restrictive practice policy, with clearer steps for recording and reviewing any restrictive intervention.",
  },
  {
    policyNumber: "ENG-WP-08",
    title: "Staff Code of Conduct and Professional Boundaries",
    updatedAt: "2025-07-21",
    summary:
      "Added the employer's duty, in force since 26 October 2024, to take reasonable steps to prevent sexual harassment of workers, including harassment by people outside the organisation.",
  },
  {
    policyNumber: "ENG-SR-12",
    title: "Visiting and Keeping in Touch",
    updatedAt: "2025-06-02",
    summary:
      "Strengthened in line with Regulation 9A of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014, in force since April 2024, which protects visiting in care homes and accompaniment to appointments.",
  },
  {
    policyNumber: "ENG-SR-10",
    title: "Prevent and Radicalisation",
    updatedAt: "2025-05-12",
    summary:
      "Routine review against the Prevent duty guidance that came into force on 31 December 2023. Referral routes and the role of the safeguarding lead were made clearer.",
  },
  {
    policyNumber: "STF-04",
    title: "Working Time, Pay and Agency Worker Rights",
    updatedAt: "2025-04-01",
    summary:
      "Checked against the National Living Wage of £12.21 an hour from 1 April 2025, and the accrual of holiday at 12.07% of hours worked for irregular-hours workers.",
  },
  {
    policyNumber: "FRM-05",
    title: "Medication Administration Record (MAR) Chart",
    updatedAt: "2025-03-17",
    summary:
      "Layout review. Added space for a second signature for handwritten entries and clearer codes for doses not given.",
  },
  {
    policyNumber: "ENG-SR-01",
    title: "Safeguarding Adults",
    updatedAt: "2025-02-24",
    summary:
      "Annual review against the Care Act 2014 and its statutory guidance, with the safeguarding quality statement of CQC's single assessment framework mapped to each section.",
  },
  {
    policyNumber: "ENG-PR-01",
    title: "Missed and Late Visits Procedure",
    updatedAt: "2025-01-27",
    summary:
      "Routine review. Escalation times were made consistent with the on-call procedure and the records section was simplified.",
  },
  {
    policyNumber: "NIR-05",
    title: "NISCC Registration and Staff Supervision",
    updatedAt: "2025-01-13",
    summary:
      "Routine annual review of registration checks with the Northern Ireland Social Care Council and supervision frequency.",
  },
];
