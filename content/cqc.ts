/**
 * CQC's single assessment framework: five key questions and their 34 quality statements.
 * Statement names are CQC's short titles; everything else here is ours.
 */
export interface CqcQualityStatement {
  id: string;
  keyQuestion: "safe" | "effective" | "caring" | "responsive" | "well-led";
  name: string;
}

const statements: [CqcQualityStatement["keyQuestion"], string, string][] = [
  ["safe", "S1", "Learning culture"],
  ["safe", "S2", "Safe systems, pathways and transitions"],
  ["safe", "S3", "Safeguarding"],
  ["safe", "S4", "Involving people to manage risks"],
  ["safe", "S5", "Safe environments"],
  ["safe", "S6", "Safe and effective staffing"],
  ["safe", "S7", "Infection prevention and control"],
  ["safe", "S8", "Medicines optimisation"],
  ["effective", "E1", "Assessing needs"],
  ["effective", "E2", "Delivering evidence-based care and treatment"],
  ["effective", "E3", "How staff, teams and services work together"],
  ["effective", "E4", "Supporting people to live healthier lives"],
  ["effective", "E5", "Monitoring and improving outcomes"],
  ["effective", "E6", "Consent to care and treatment"],
  ["caring", "C1", "Kindness, compassion and dignity"],
  ["caring", "C2", "Treating people as individuals"],
  ["caring", "C3", "Independence, choice and control"],
  ["caring", "C4", "Responding to people's immediate needs"],
  ["caring", "C5", "Workforce wellbeing and enablement"],
  ["responsive", "R1", "Person-centred care"],
  ["responsive", "R2", "Care provision, integration and continuity"],
  ["responsive", "R3", "Providing information"],
  ["responsive", "R4", "Listening to and involving people"],
  ["responsive", "R5", "Equity in access"],
  ["responsive", "R6", "Equity in experiences and outcomes"],
  ["responsive", "R7", "Planning for the future"],
  ["well-led", "W1", "Shared direction and culture"],
  ["well-led", "W2", "Capable, compassionate and inclusive leaders"],
  ["well-led", "W3", "Freedom to speak up"],
  ["well-led", "W4", "Workforce equality, diversity and inclusion"],
  ["well-led", "W5", "Governance, management and sustainability"],
  ["well-led", "W6", "Partnerships and communities"],
  ["well-led", "W7", "Learning, improvement and innovation"],
  ["well-led", "W8", "Environmental sustainability – sustainable development"],
];

export const cqcQualityStatements: readonly CqcQualityStatement[] = statements.map(
  ([keyQuestion, id, name]) => ({
    id,
    keyQuestion,
    name,
  }),
);

/**
 * The fundamental standards CQC inspects against: regulations 9 to 20A of the Health and Social
 * Care Act 2008 (Regulated Activities) Regulations 2014, by number and short title.
 */
export interface CqcRegulation {
  id: string;
  name: string;
}

export const cqcRegulations: readonly CqcRegulation[] = [
  { id: "9", name: "Person-centred care" },
  { id: "9A", name: "Visiting and accompanying" },
  { id: "10", name: "Dignity and respect" },
  { id: "11", name: "Need for consent" },
  { id: "12", name: "Safe care and treatment" },
  { id: "13", name: "Safeguarding service users from abuse and improper treatment" },
  { id: "14", name: "Meeting nutritional and hydration needs" },
  { id: "15", name: "Premises and equipment" },
  { id: "16", name: "Receiving and acting on complaints" },
  { id: "17", name: "Good governance" },
  { id: "18", name: "Staffing" },
  { id: "19", name: "Fit and proper persons employed" },
  { id: "20", name: "Duty of candour" },
  { id: "20A", name: "Requirement as to display of performance assessments" },
];
