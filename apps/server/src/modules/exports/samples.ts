import { type DocumentFacts, type SampleDownload, variableValues } from "@cloudoc/contract";
import { buildPrintDocument } from "@cloudoc/documents";
import { ZipArchive } from "archiver";
import dayjs from "dayjs";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import type { PdfRenderer } from "../../platform/pdf/renderer";
import { documentTemplates } from "../catalogue/tables";
import { sampleDocuments } from "../content/tables";

/** The form's details as the company-profile fields the business variables read. */
function profileFrom(details: SampleDownload) {
  return {
    companyName: details.companyName,
    company_email: details.email,
    company_phone: details.phone,
    website: details.website,
    companyLogo: details.companyLogo,
    registered_line1: details.line1,
    registered_line2: details.line2,
    registered_city: details.city,
    registered_state: details.state,
    registered_country: details.country,
    registered_postalcode: details.postalCode,
    location_name: details.companyName,
    manager_firstname: details.name,
  };
}

/** The name the samples' zip is saved under. */
export const sampleArchiveName = "Cloudoc-sample-documents.zip";

const fileName = (number: number, title: string) => `${number}. ${title.replace(/[\\/:*?"<>|]+/g, "-")}.pdf`;

/** The eight sample documents with their template bodies, in number order. */
export async function sampleTemplates(db: Database) {
  return db
    .select({
      number: sampleDocuments.number,
      title: documentTemplates.title,
      policyNumber: documentTemplates.policyNumber,
      content: documentTemplates.content,
    })
    .from(sampleDocuments)
    .innerJoin(documentTemplates, eq(documentTemplates.policyNumber, sampleDocuments.policyNumber))
    .orderBy(asc(sampleDocuments.number));
}

/**
 * Prints each sample, personalised with the visitor's details, into a zip that streams as it is
 * written; documents are printed one at a time, so memory holds one PDF at most. The first is
 * printed before this answers, so a browser that cannot run fails the call cleanly rather than
 * breaking a download half-way.
 */
export async function sampleDocumentsZip(db: Database, pdf: PdfRenderer, details: SampleDownload) {
  const templates = await sampleTemplates(db);
  const today = dayjs();
  const profile = profileFrom(details);
  const print = (template: (typeof templates)[number]) => {
    const facts: DocumentFacts = {
      title: template.title,
      policyNumber: template.policyNumber,
      version: "1",
      reviewDate: today.add(1, "year").format("DD/MM/YYYY"),
      date: today.format("DD/MM/YYYY"),
    };
    return pdf.render(
      buildPrintDocument({
        body: template.content,
        header: "",
        footer: "<p>Sample document from Cloudoc</p>",
        values: variableValues(profile, {}, facts),
        control: facts,
        orientation: "potrait",
        colours: {},
        logoUrl: details.companyLogo || details.smallcompanyLogo,
        companyName: details.companyName,
      }),
    );
  };
  const [first, ...rest] = templates;
  if (!first) throw new Error("no sample documents are loaded");
  const firstPdf = await print(first);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(firstPdf, { name: fileName(first.number, first.title) });
  const finish = async () => {
    for (const template of rest)
      archive.append(await print(template), { name: fileName(template.number, template.title) });
    await archive.finalize();
  };
  finish().catch((error: unknown) =>
    archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return archive;
}
