import { documentTemplates } from "./documents";
import type { DocumentTemplate } from "./types";

export * from "./courses";
export * from "./cqc";
export * from "./packages";
export * from "./site";
export * from "./taxonomy";
export * from "./types";

export { documentTemplates };

/** Absolute path of a template body on disk. */
export function templatePath(template: DocumentTemplate): string {
  return new URL(`./templates/${template.file}`, import.meta.url).pathname;
}
