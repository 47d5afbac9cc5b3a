import type { DocumentTemplate } from "../types";

const common = {
  kind: "policy",
  nation: "england",
  audience: "staffing",
  folder: "Agency Operations",
} as const;

export const staffingDocuments: readonly DocumentTemplate[] = [
  {
    ...common,
    policyNumber: "STF-01",
    title: "Agency Worker Vetting and Compliance",
    slug: "agency-worker-vetting-and-compliance",
    file: "staffing/STF-01.html",
    summary:
      "How the agency checks identity, right to work, references, DBS and qualifications before a worker is supplied, and keeps those checks current.",
  },
  {
    ...common,
    policyNumber: "STF-02",
    title: "Booking, Placement and Shift Confirmation",
    slug: "booking-placement-and-shift-confirmation",
    file: "staffing/STF-02.html",
    summary:
      "How the agency takes bookings, matches suitable workers, confirms shifts in writing and handles cancellations and no-shows.",
  },
  {
    ...common,
    policyNumber: "STF-03",
    title: "Agency Worker Conduct and Client Feedback",
    slug: "agency-worker-conduct-and-client-feedback",
    file: "staffing/STF-03.html",
    summary:
      "The standards of conduct expected of agency workers on placement and how the agency handles client feedback, complaints and concerns.",
  },
  {
    ...common,
    policyNumber: "STF-04",
    title: "Working Time, Pay and Agency Worker Rights",
    slug: "working-time-pay-and-agency-worker-rights",
    file: "staffing/STF-04.html",
    summary:
      "How the agency pays workers lawfully and on time, protects rest and holiday, and gives day-one and 12-week rights under the Agency Workers Regulations.",
  },
  {
    ...common,
    policyNumber: "STF-05",
    title: "Safeguarding for Agency Workers",
    slug: "safeguarding-for-agency-workers",
    folder: "Safeguarding",
    file: "staffing/STF-05.html",
    summary:
      "What agency workers do with a safeguarding concern on placement, how the agency follows it up with the client, and how it handles allegations and DBS referrals.",
  },
];
