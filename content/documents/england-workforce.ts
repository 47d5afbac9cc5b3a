import type { DocumentTemplate } from "../types";

const policy = {
  kind: "policy",
  nation: "england",
  audience: "adult",
  folder: "Workforce and Premises",
} as const;

const form = {
  kind: "form",
  nation: "england",
  audience: "adult",
  folder: "Forms and Templates",
} as const;

export const englandWorkforceDocuments: readonly DocumentTemplate[] = [
  {
    ...policy,
    policyNumber: "ENG-WP-01",
    title: "Safer Recruitment",
    slug: "safer-recruitment-england",
    file: "england/ENG-WP-01.html",
    summary:
      "How we recruit staff safely and fairly, including enhanced DBS checks with the adults' barred list, right to work checks and the Schedule 3 information.",
    cqcStatements: ["S6", "S3", "W4", "W5"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-02",
    title: "Induction and the Care Certificate",
    slug: "induction-and-the-care-certificate-england",
    file: "england/ENG-WP-02.html",
    summary:
      "How every new worker is inducted, shadowed and signed off as competent, and how staff new to care complete the Care Certificate standards.",
    cqcStatements: ["S6", "E2", "C5"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-03",
    title: "Supervision and Appraisal",
    slug: "supervision-and-appraisal-england",
    file: "england/ENG-WP-03.html",
    summary:
      "How often staff receive recorded supervision, observations of practice and an annual appraisal, and what these meetings cover.",
    cqcStatements: ["S6", "C5", "S1", "W3", "W7", "W2"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-04",
    title: "Training and Development",
    slug: "training-and-development-england",
    file: "england/ENG-WP-04.html",
    summary:
      "The training each role needs and how often it is refreshed, including the Oliver McGowan Mandatory Training, competency checks and career development.",
    cqcStatements: ["S6", "E2", "C5", "R6", "W7", "W2"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-05",
    title: "Health and Safety",
    slug: "health-and-safety-england",
    file: "england/ENG-WP-05.html",
    summary:
      "How we assess and control risks to staff, the people we support and visitors, and how we record and report accidents, including under RIDDOR.",
    cqcStatements: ["S5", "S4", "S1", "C5", "W5"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-06",
    title: "Fire Safety",
    slug: "fire-safety-england",
    file: "england/ENG-WP-06.html",
    summary:
      "How we prevent fire, keep fire risk assessments and evacuation plans current, test equipment and respond when a fire alarm sounds.",
    cqcStatements: ["S5", "S4", "W5"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-07",
    title: "Lone Working",
    slug: "lone-working-england",
    file: "england/ENG-WP-07.html",
    summary:
      "How we assess and reduce the risks to staff who work alone, including check-in arrangements, escalation when a worker cannot be reached and safe driving.",
    cqcStatements: ["C5", "S5", "S6"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-08",
    title: "Staff Code of Conduct and Professional Boundaries",
    slug: "staff-code-of-conduct-and-professional-boundaries-england",
    file: "england/ENG-WP-08.html",
    summary:
      "The standards of behaviour expected of every member of staff and the professional boundaries that protect the people we support.",
    cqcStatements: ["C1", "S3", "W1", "W3"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-09",
    title: "Staffing Levels and Deployment",
    slug: "staffing-levels-and-deployment-england",
    file: "england/ENG-WP-09.html",
    summary:
      "How we work out safe staffing from people's assessed needs, plan rotas and visits, cover shortfalls and escalate when staffing is not safe.",
    cqcStatements: ["S6", "R2", "C4", "W5"],
  },
  {
    ...policy,
    policyNumber: "ENG-WP-10",
    title: "Premises, Equipment and Maintenance",
    slug: "premises-equipment-and-maintenance-england",
    file: "england/ENG-WP-10.html",
    summary:
      "How we keep premises and equipment clean, secure, suitable and maintained, including lifting equipment, water safety and statutory servicing.",
    cqcStatements: ["S5", "S7", "W5", "W8"],
  },
  {
    ...form,
    policyNumber: "FRM-01",
    title: "Risk Assessment Form",
    slug: "risk-assessment-form",
    file: "forms/FRM-01.html",
    summary:
      "A form for recording hazards, who may be harmed, existing controls, a likelihood and severity score, further action, owner and date.",
    cqcStatements: ["S4", "S5"],
  },
  {
    ...form,
    policyNumber: "FRM-02",
    title: "Incident and Accident Report Form",
    slug: "incident-and-accident-report-form",
    file: "forms/FRM-02.html",
    summary:
      "A form for recording what happened in an incident or accident, the immediate response, who was told and whether it must be reported externally.",
    cqcStatements: ["S1", "S5"],
  },
  {
    ...form,
    policyNumber: "FRM-03",
    title: "Supervision Record",
    slug: "supervision-record",
    file: "forms/FRM-03.html",
    summary: "A form for recording a one-to-one supervision meeting, its discussion and agreed actions.",
    cqcStatements: ["S6", "C5"],
  },
  {
    ...form,
    policyNumber: "FRM-04",
    title: "Care Plan Review Record",
    slug: "care-plan-review-record",
    file: "forms/FRM-04.html",
    summary:
      "A form for recording a review of a person's care plan, who took part, what has changed and the updates agreed.",
    cqcStatements: ["E1", "R1", "E6"],
  },
  {
    ...form,
    policyNumber: "FRM-05",
    title: "Medication Administration Record (MAR) Chart",
    slug: "medication-administration-record-mar-chart",
    file: "forms/FRM-05.html",
    summary:
      "A paper chart for recording each medicine given, withheld or refused, with administration codes and staff signatures.",
    cqcStatements: ["S8"],
  },
  {
    ...form,
    policyNumber: "FRM-06",
    title: "Complaint Record Form",
    slug: "complaint-record-form",
    file: "forms/FRM-06.html",
    summary:
      "A form for recording a complaint, how it was investigated, the response given and what was learned.",
    cqcStatements: ["R4", "S1"],
  },
  {
    ...form,
    policyNumber: "FRM-07",
    title: "Staff Induction Checklist",
    slug: "staff-induction-checklist",
    file: "forms/FRM-07.html",
    summary:
      "A checklist for recording each part of a new worker's induction, shadowing and competency sign-off.",
    cqcStatements: ["S6"],
  },
  {
    ...form,
    policyNumber: "FRM-08",
    title: "Body Map Record",
    slug: "body-map-record",
    file: "forms/FRM-08.html",
    summary:
      "A table-based record of marks, bruises, wounds or skin damage by body region, front and back, with actions taken.",
    cqcStatements: ["S3", "S4"],
  },
  {
    ...form,
    policyNumber: "FRM-09",
    title: "Annual Appraisal Record",
    slug: "annual-appraisal-record",
    file: "forms/FRM-09.html",
    summary:
      "A form for recording a staff member's annual appraisal, objectives, learning needs and development plan.",
    cqcStatements: ["S6", "C5", "W7"],
  },
  {
    ...form,
    policyNumber: "FRM-10",
    title: "Safeguarding Concern Record",
    slug: "safeguarding-concern-record",
    file: "forms/FRM-10.html",
    summary:
      "A form for recording a safeguarding concern, the person's views, immediate actions and referrals made.",
    cqcStatements: ["S3"],
  },
];
