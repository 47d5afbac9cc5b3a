import type { Nation } from "./types";

/**
 * The one training matrix of the library. Every refresher frequency a document states comes
 * from here: the templates carry the text `trainingSentence` writes (a paragraph starting with
 * `trainingLead`) and the matrix table `trainingTable` writes, and `npx tsx content/training-sync.ts`
 * rewrites both after a change here. The library test fails when a template disagrees.
 */
export type TrainingFrequency = "every six months" | "every year" | "every two years" | "every three years";

export interface TrainingTopic {
  id: string;
  /** Lower-case name as it reads in a sentence, unique. */
  name: string;
  /** When it is first completed, for the matrix table. */
  first: string;
  refresh: TrainingFrequency;
  /** Where a nation's rules or guidance set a different frequency. */
  byNation?: Partial<Record<Nation, TrainingFrequency>>;
  /** Only these nations use the topic (default: all). */
  nations?: readonly Nation[];
  /** Shown in each nation's core training table. */
  core?: boolean;
}

export const trainingMatrix: readonly TrainingTopic[] = [
  {
    id: "fire-safety",
    name: "fire safety",
    first: "First day, then site-specific",
    refresh: "every year",
    // Northern Ireland's fire safety guidance for care premises expects training twice a year.
    byNation: { "northern-ireland": "every six months" },
    core: true,
  },
  {
    id: "moving-handling",
    name: "moving and handling people, with the equipment used",
    first: "Before assisting anyone to move",
    refresh: "every year",
    core: true,
  },
  {
    id: "safeguarding-adults",
    name: "safeguarding adults",
    first: "First day, then full course in induction",
    refresh: "every year",
    core: true,
  },
  {
    id: "safeguarding-children",
    name: "safeguarding children",
    first: "Induction, before working unsupervised",
    refresh: "every year",
  },
  {
    id: "basic-life-support",
    name: "basic life support and first aid",
    first: "Induction",
    refresh: "every year",
    core: true,
  },
  {
    id: "infection-control",
    name: "infection prevention and control",
    first: "Induction",
    refresh: "every year",
    core: true,
  },
  {
    id: "medicines",
    name: "medicines competency",
    first: "Before giving any medicine",
    refresh: "every year",
    core: true,
  },
  {
    id: "mental-capacity",
    name: "mental capacity and consent",
    first: "Induction",
    refresh: "every two years",
    core: true,
  },
  {
    id: "oliver-mcgowan",
    name: "Oliver McGowan Mandatory Training on Learning Disability and Autism",
    first: "Induction",
    refresh: "every three years",
    nations: ["england"],
    core: true,
  },
  {
    id: "health-safety",
    name: "health and safety, including COSHH",
    first: "Induction",
    refresh: "every three years",
    core: true,
  },
  {
    id: "data-protection",
    name: "data protection and confidentiality",
    first: "Induction",
    refresh: "every year",
    core: true,
  },
  {
    id: "equality",
    name: "equality, diversity and human rights",
    first: "Induction",
    refresh: "every two years",
    core: true,
  },
  {
    id: "food-hygiene",
    name: "food hygiene",
    first: "Before preparing food",
    refresh: "every three years",
    core: true,
  },
  { id: "whistleblowing", name: "speaking up and whistleblowing", first: "Induction", refresh: "every year" },
  {
    id: "modern-slavery",
    name: "modern slavery awareness",
    first: "Induction",
    refresh: "every year",
    nations: ["england"],
  },
  {
    id: "prevent",
    name: "Prevent awareness",
    first: "Induction",
    refresh: "every three years",
    nations: ["england", "wales"],
  },
  {
    id: "physical-intervention",
    name: "certified physical intervention",
    first: "Before any use",
    refresh: "every year",
  },
  {
    id: "person-centred-care",
    name: "person-centred care and record keeping",
    first: "Induction",
    refresh: "every two years",
  },
  { id: "dignity", name: "dignity and privacy", first: "Induction", refresh: "every two years" },
  {
    id: "falls",
    name: "falls prevention and the post-fall procedure",
    first: "Induction",
    refresh: "every year",
  },
  { id: "nutrition", name: "nutrition and hydration", first: "Induction", refresh: "every two years" },
  { id: "pressure-care", name: "pressure ulcer prevention", first: "Induction", refresh: "every year" },
  { id: "end-of-life", name: "end of life care", first: "Induction", refresh: "every two years" },
  { id: "oral-health", name: "oral health", first: "Induction", refresh: "every two years" },
  { id: "continence", name: "continence care", first: "Induction", refresh: "every two years" },
  {
    id: "clinical-continence",
    name: "catheter and bowel care competency",
    first: "Before giving that care",
    refresh: "every year",
  },
  { id: "dementia", name: "dementia care", first: "Induction", refresh: "every three years" },
  { id: "complaints", name: "receiving complaints and feedback", first: "Induction", refresh: "every year" },
  { id: "incident-reporting", name: "incident reporting", first: "Induction", refresh: "every year" },
  {
    id: "notifications",
    name: "notifications to the regulator",
    first: "On appointment",
    refresh: "every year",
  },
  { id: "duty-of-candour", name: "duty of candour", first: "Induction", refresh: "every two years" },
  {
    id: "safer-recruitment",
    name: "safer recruitment",
    first: "Before shortlisting",
    refresh: "every three years",
  },
  {
    id: "right-to-work",
    name: "right to work checks",
    first: "Before checking files",
    refresh: "every year",
  },
  {
    id: "lone-working",
    name: "lone working and personal safety",
    first: "Induction",
    refresh: "every three years",
  },
  {
    id: "missing-from-care",
    name: "the missing from care procedure",
    first: "Induction",
    refresh: "every year",
  },
  {
    id: "emotional-wellbeing",
    name: "emotional wellbeing, self-harm and substance misuse",
    first: "Induction",
    refresh: "every year",
  },
  {
    id: "working-time-pay",
    name: "working time and pay rules",
    first: "Before taking bookings",
    refresh: "every year",
  },
];

export function trainingTopic(id: string): TrainingTopic {
  const topic = trainingMatrix.find((t) => t.id === id);
  if (!topic) throw new Error(`no training topic "${id}"`);
  return topic;
}

export function trainingFrequency(topic: TrainingTopic, nation: Nation): TrainingFrequency {
  return topic.byNation?.[nation] ?? topic.refresh;
}

export function topicApplies(topic: TrainingTopic, nation: Nation): boolean {
  return !topic.nations || topic.nations.includes(nation);
}

/** How every matrix paragraph starts; the topics follow, separated by semicolons. */
export const trainingLead = "Refresher training follows our training matrix:";

/** The matrix paragraph for these topics in this nation, e.g. "…: safeguarding adults every year." */
export function trainingSentence(topicIds: readonly string[], nation: Nation): string {
  const parts = topicIds.map((id) => {
    const topic = trainingTopic(id);
    return `${topic.name} ${trainingFrequency(topic, nation)}`;
  });
  return `<p>${trainingLead} ${parts.join("; ")}.</p>`;
}

/** Finds the topic ids a matrix paragraph names, in order; unknown parts come back as null. */
export function topicsOfSentence(paragraph: string): (string | null)[] {
  const body = paragraph
    .replace(/^<p>/, "")
    .replace(/<\/p>$/, "")
    .replace(trainingLead, "")
    .replace(/\.$/, "")
    .trim();
  return body.split(";").map((part) => {
    const text = part.trim();
    const topic = [...trainingMatrix]
      .sort((a, b) => b.name.length - a.name.length)
      .find((t) => text.startsWith(`${t.name} `));
    return topic?.id ?? null;
  });
}

const tableHead =
  "<table><thead><tr><th>Training</th><th>When first completed</th><th>Refreshed at least</th></tr></thead>";

/** The core training table of a nation, for the workforce and training policies. */
export function trainingTable(nation: Nation): string {
  const rows = trainingMatrix
    .filter((t) => t.core && topicApplies(t, nation))
    .map((t) => {
      const name = t.name.charAt(0).toUpperCase() + t.name.slice(1);
      const often = trainingFrequency(t, nation);
      return `<tr><td>${name}</td><td>${t.first}</td><td>${often.charAt(0).toUpperCase() + often.slice(1)}</td></tr>`;
    });
  return `${tableHead}<tbody>${rows.join("")}</tbody></table>`;
}

/** The start of a matrix table in a template, so it can be found and rewritten. */
export const trainingTableStart = tableHead;
