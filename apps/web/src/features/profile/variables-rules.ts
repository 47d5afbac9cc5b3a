import { type CompanyVariableView, findBusinessVariable, isProfileImageField } from "@cloudoc/contract";

/** The variables whose label, key or value contain every word of the search, in catalogue order. */
export function searchVariables(list: readonly CompanyVariableView[], search: string): CompanyVariableView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((variable) => {
    const text = `${variable.label} ${variable.key} ${variable.value}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The overrides edited on screen that differ from what is saved: what the Save button sends. */
export function changedOverrides(
  list: readonly CompanyVariableView[],
  edits: Readonly<Record<string, string>>,
): { key: string; value: string }[] {
  return list.flatMap((variable) => {
    const edited = edits[variable.key];
    if (edited === undefined) return [];
    return edited.trim() === (variable.override ?? "") ? [] : [{ key: variable.key, value: edited.trim() }];
  });
}

const imageReference =
  /^(companyLogo|signature|nominated_signature|manager_signature|protection_officer_signature)-[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

/** Whether a value is an uploaded image's reference (a logo or signature), shown as words, not the code. */
export const isImageValue = (value: string) => imageReference.test(value);

/** The thank-you banner shows after a purchase, never to role user, until dismissed (spec 000 §2 Banners). */
export function showThankYou(input: { purchased: boolean; role: string | undefined; dismissed: boolean }) {
  return input.purchased && input.role !== "user" && !input.dismissed;
}

/** A variable filled by an uploaded image (logo, signatures): set by its upload, not typed over. */
export function isImageVariable(key: string): boolean {
  const source = findBusinessVariable(key)?.source;
  return source?.kind === "profile" && source.fields.length > 0 && source.fields.every(isProfileImageField);
}
