// Prints the problems of the templates whose policy number starts with the given prefixes.
// Usage: npx tsx content/check.ts ENG-SR WAL
import { documentTemplates } from "./index";
import { parseTemplate, readTemplate, templateProblems } from "./validate";

const prefixes = process.argv.slice(2);
const chosen = documentTemplates.filter(
  (t) => prefixes.length === 0 || prefixes.some((p) => t.policyNumber.startsWith(p)),
);
let problems = 0;
for (const template of chosen) {
  const html = readTemplate(template);
  const found = templateProblems(template, html);
  problems += found.length;
  console.log(
    `${template.policyNumber}\t${parseTemplate(html).words} words\t${found.length === 0 ? "ok" : found.join("; ")}`,
  );
}
console.log(`${chosen.length} templates, ${problems} problems`);
process.exit(problems === 0 ? 0 : 1);
