import { countries, featureGroups, regulatorBundles, serviceTypes, slugify } from "./menu-data";

/** "document-quality-management" → "Document quality management". */
function sentenceFromSlug(slug: string): string {
  const text = slug.replace(/-+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A readable summary of the navigation state a menu link carried (category, country, regulator,
 * plan, feature), e.g. "Showing: Domiciliary Care". Null when there is nothing to say.
 */
export function describeNavigationState(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const s = state as Record<string, unknown>;
  const parts: string[] = [];
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

  const category = text(s.category);
  if (category) parts.push(serviceTypes.find((t) => t.slug === category)?.name ?? category);
  const regulator = text(s.regulator);
  if (regulator) parts.push(regulatorBundles.find((r) => r.slug === regulator)?.name ?? regulator);
  else {
    const country = text(s.country);
    if (country) parts.push(countries.find((c) => c.slug === country)?.name ?? country);
  }
  const plan = text(s.plan);
  if (plan) parts.push(plan === "yearly" ? "Annual Plan" : plan === "monthly" ? "Monthly Access" : plan);
  const feature = text(s.feature);
  if (feature) {
    const item = featureGroups.flatMap((g) => g.items).find((i) => slugify(i) === feature);
    parts.push(item ?? sentenceFromSlug(feature));
  }
  const topic = text(s.topic);
  if (topic === "demo") parts.push("Book a demo");
  else if (topic === "chat") parts.push("Live Chat");
  else if (topic === "help") parts.push("Short Help Form");

  return parts.length > 0 ? `Showing: ${parts.join(", ")}` : null;
}
