import { cqcQualityStatements } from "./cqc";
import type { RegulatorSlug, ServiceTypeSlug } from "./taxonomy";
import type { DocumentTemplate } from "./types";

/**
 * What each regulator inspects against, as items a document's "Inspection framework" section
 * can name. England's CQC mapping is data on the document (`cqcStatements`); the other
 * frameworks are read from the section's words, so each item says how it is recognised there.
 */
export interface FrameworkItem {
  id: string;
  name: string;
  /** Recognises the item in the text of a document's "Inspection framework" section. */
  pattern?: RegExp;
  /** The service types whose inspections use the item; all when absent. */
  serviceTypes?: readonly ServiceTypeSlug[];
}

export interface InspectionFramework {
  name: string;
  items: readonly FrameworkItem[];
  /** The items a document evidences, from its metadata or its section's text. */
  itemsOf: (doc: DocumentTemplate, sectionText: string) => string[];
}

const byPattern = (items: readonly FrameworkItem[]) => (_doc: DocumentTemplate, text: string) =>
  items.filter((item) => item.pattern?.test(text)).map((item) => item.id);

/** "key questions 1, 2 and 5" becomes "key question 1, key question 2, key question 5". */
function expandNumbered(text: string, noun: string): string {
  return text.replace(new RegExp(`${noun}s? (\\d(?:(?:, | and )\\d)*)`, "g"), (_all, list: string) =>
    list
      .split(/, | and /)
      .map((n) => `${noun} ${n}`)
      .join(", "),
  );
}

const cqc: InspectionFramework = {
  name: "CQC single assessment framework",
  items: cqcQualityStatements.map(({ id, name }) => ({ id, name })),
  itemsOf: (doc) => [...(doc.cqcStatements ?? [])],
};

const ciwItems: readonly FrameworkItem[] = [
  { id: "well-being", name: "Well-being", pattern: /\bWell-being:/ },
  { id: "care-and-support", name: "Care and support", pattern: /\bCare and support:/ },
  // CIW reports on the environment for care homes only.
  { id: "environment", name: "Environment", pattern: /\bEnvironment:/, serviceTypes: ["care-home"] },
  { id: "leadership", name: "Leadership and management", pattern: /\bLeadership and management:/ },
];

const scotlandItems: readonly FrameworkItem[] = [
  ...[
    "How well do we support people's wellbeing?",
    "How good is our leadership?",
    "How good is our staff team?",
    "How good is our setting?",
    "How well is our care and support planned?",
  ].map((name, i) => ({
    id: `kq${i + 1}`,
    name,
    pattern: new RegExp(`\\bkey question ${i + 1}\\b`),
    // The quality framework for support services, such as care at home, has no setting question.
    ...(i === 3 ? { serviceTypes: ["care-home"] as const } : {}),
  })),
  ...[
    "I experience high quality care and support that is right for me",
    "I am fully involved in all decisions about my care and support",
    "I have confidence in the people who support and care for me",
    "I have confidence in the organisation providing my care and support",
    "I experience a high quality environment if the organisation provides the premises",
  ].map((name, i) => ({
    id: `hsc${i + 1}`,
    name,
    pattern: new RegExp(`\\bheadline outcome ${i + 1}\\b`),
    ...(i === 4 ? { serviceTypes: ["care-home"] as const } : {}),
  })),
];

const rqiaItems: readonly FrameworkItem[] = [
  { id: "safe", name: "Is care safe?", pattern: /\bcare is (?:\w+ and )?safe\b/ },
  { id: "effective", name: "Is care effective?", pattern: /\bcare is (?:\w+ and )?effective\b/ },
  {
    id: "compassionate",
    name: "Is care compassionate?",
    pattern: /\bcare is (?:\w+ and )?compassionate\b/,
  },
  { id: "well-led", name: "Is the service well led?", pattern: /\bservice is well led\b/ },
];

/** Ofsted's social care common inspection framework: its three judgements or evaluation areas. */
const ofstedItems: readonly FrameworkItem[] = [
  {
    id: "experiences",
    name: "The overall experiences and progress of children and young people",
    pattern: /\bexperiences and progress\b/,
  },
  {
    id: "protection",
    name: "How well children and young people are helped and protected",
    pattern: /\bhelped and protected\b/,
  },
  {
    id: "leadership",
    name: "The effectiveness of leaders and managers",
    pattern: /\bleaders and managers\b/,
  },
];

export const inspectionFrameworks: Readonly<Record<RegulatorSlug, InspectionFramework>> = {
  "cqc-england": cqc,
  "ciw-wales": { name: "Care Inspectorate Wales themes", items: ciwItems, itemsOf: byPattern(ciwItems) },
  "care-inspectorate-scotland": {
    name: "Care Inspectorate quality framework and Health and Social Care Standards",
    items: scotlandItems,
    itemsOf: (doc, text) =>
      byPattern(scotlandItems)(doc, expandNumbered(expandNumbered(text, "key question"), "headline outcome")),
  },
  "rqia-northern-ireland": {
    name: "RQIA inspection domains",
    items: rqiaItems,
    itemsOf: byPattern(rqiaItems),
  },
  "ofsted-england": {
    name: "Ofsted social care common inspection framework",
    items: ofstedItems,
    itemsOf: byPattern(ofstedItems),
  },
};

/** The framework a package's regulator inspects against; none for an unregulated service. */
export function frameworkOf(regulator: string | null): InspectionFramework | undefined {
  if (regulator === null || !Object.hasOwn(inspectionFrameworks, regulator)) return undefined;
  return inspectionFrameworks[regulator as RegulatorSlug];
}
