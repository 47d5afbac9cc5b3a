// Test-only, not run in CI: `npx tsx e2e/render-exports.ts`. Prints one policy to PDF and DOCX
// through the real calls, then renders page 1 of each to PNG under e2e/artifacts/exports/
// (poppler's pdftoppm; LibreOffice turns the DOCX into a PDF first) so a person can look at both.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fillCompanyLibrary } from "../apps/server/src/modules/library/fill";
import { libraryFixture } from "../apps/server/src/modules/library/test-support";
import { companyProfiles, companyVariables } from "../apps/server/src/modules/profile/tables";
import { createTestApp } from "../apps/server/src/testing/app";

const out = path.resolve(import.meta.dirname, "artifacts/exports");
const policyNumber = "ENG-CD-01";

function hasCommand(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Page 1 of a PDF as `<name>.png` (pdftoppm adds a page suffix; it is taken off). */
function firstPagePng(pdf: string, name: string) {
  const prefix = path.join(out, `${name}-page`);
  execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", pdf, prefix]);
  const made = readdirSync(out).find((file) => file.startsWith(`${name}-page`) && file.endsWith(".png"));
  if (made) renameSync(path.join(out, made), path.join(out, `${name}.png`));
  console.log(`wrote ${path.join(out, `${name}.png`)}`);
}

async function main() {
  mkdirSync(out, { recursive: true });
  const t = await createTestApp();
  try {
    const f = await libraryFixture(t);
    const { db } = f;
    await fillCompanyLibrary(db, {
      companyId: f.a.company.id,
      packageIds: [],
      templateIds: [f.ids.templateId(policyNumber)],
    });
    await db.insert(companyVariables).values([
      { companyId: f.a.company.id, key: "company.name", value: "Meadowbank Care Ltd" },
      { companyId: f.a.company.id, key: "registered.manager", value: "Priya Shah" },
    ]);
    await db.insert(companyProfiles).values({
      companyId: f.a.company.id,
      documentSettings: { colour: { all: "#0b5f63" }, template: "classic" },
    });
    const [policy] = (await f.documentsOf(f.a.company.id)).filter((d) => d.policyNumber === policyNumber);
    if (!policy) throw new Error(`${policyNumber} was not filled`);

    const pdf = await f.post(f.ownerA, "user/download-pdf", { fileId: policy.id });
    const docx = await f.post(f.ownerA, "user/document/download", { fileId: policy.id, type: "word" });
    if (pdf.statusCode !== 200 || docx.statusCode !== 200)
      throw new Error(`export failed: ${pdf.body} ${docx.body}`);
    const pdfFile = path.join(out, "policy.pdf");
    const docxFile = path.join(out, "policy.docx");
    writeFileSync(pdfFile, pdf.rawPayload);
    writeFileSync(docxFile, docx.rawPayload);
    firstPagePng(pdfFile, "policy-pdf");

    if (!hasCommand("soffice")) {
      console.log("LibreOffice (soffice) is not installed: apt-get install -y libreoffice-writer-nogui");
      return;
    }
    const converted = path.join(out, "docx");
    mkdirSync(converted, { recursive: true });
    execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", converted, docxFile], {
      stdio: "ignore",
      timeout: 120_000,
    });
    firstPagePng(path.join(converted, "policy.pdf"), "policy-docx");
  } finally {
    await t.close();
  }
}

await main();
