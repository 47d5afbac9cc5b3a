/** The eight documents offered on the public sample-download page, in display order. */
export interface SampleDocument {
  number: number;
  policyNumber: string;
  title: string;
}

export const sampleDocuments: readonly SampleDocument[] = [
  { number: 1, policyNumber: "ENG-SR-01", title: "Safeguarding Adults" },
  { number: 2, policyNumber: "ENG-CD-03", title: "Medication Management" },
  { number: 3, policyNumber: "ENG-CD-01", title: "Person-Centred Care Planning" },
  { number: 4, policyNumber: "ENG-WP-07", title: "Lone Working" },
  { number: 5, policyNumber: "ENG-PR-01", title: "Missed and Late Visits Procedure" },
  { number: 6, policyNumber: "STF-01", title: "Agency Worker Vetting and Compliance" },
  { number: 7, policyNumber: "FRM-01", title: "Risk Assessment Form" },
  { number: 8, policyNumber: "FRM-08", title: "Body Map Record" },
];
