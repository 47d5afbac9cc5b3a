/** Pure rules of the History screen (decision 032). */

/** What wrote a version, in the product's words (the server's `source` of each version). */
const sourceLabels: Readonly<Record<string, string>> = {
  library: "From the library",
  create: "Created",
  save: "Edited",
  update: "Details filled in",
  setup: "Header or footer changed",
  restore: "Earlier version restored",
  overwrite: "Replaced with the library version",
  "library-accepted": "Library update accepted",
  merge: "Library update merged",
  "auto-update": "Updated automatically",
};

export function sourceLabel(source: string): string {
  return sourceLabels[source] ?? "Changed";
}

/** "Version 3", with what it was restored from or compared against when that matters. */
export const versionLabel = (version: number) => `Version ${version}`;

/** The compare button's accessible name: which document, which two versions. */
export const compareLabel = (name: string, version: number, previous: number) =>
  `Compare ${name} version ${version} with version ${previous}`;

/** Whether the filters narrow the list at all (Clear filters is offered only then). */
export function isFiltered(values: object): boolean {
  return Object.values(values).some((value) => value !== undefined && value !== "");
}
