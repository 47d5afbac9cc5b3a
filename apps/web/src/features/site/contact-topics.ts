/** The contact form's topics; links carry the key as navigation state `{ topic }` (decisions 005, 010). */
export const contactTopics = [
  { key: "general", label: "General enquiry" },
  { key: "demo", label: "Book a demo" },
  { key: "training", label: "Book training" },
  { key: "help", label: "Help with Cloudoc" },
  { key: "chat", label: "Live chat request" },
  { key: "packages", label: "Choosing a package" },
] as const;

export type ContactTopicKey = (typeof contactTopics)[number]["key"];

/** The topic a navigation state preselects; "general" when it names none we know. */
export function topicFromState(state: unknown): ContactTopicKey {
  const topic = (state as { topic?: unknown } | null)?.topic;
  return contactTopics.find((t) => t.key === topic)?.key ?? "general";
}

export function topicLabel(key: string): string {
  return contactTopics.find((t) => t.key === key)?.label ?? contactTopics[0].label;
}
