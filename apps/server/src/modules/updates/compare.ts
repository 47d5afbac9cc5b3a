import type { Comparison } from "@cloudoc/contract";
import { compareDocuments, mergeDocuments } from "@cloudoc/documents";
import type { Database } from "../../platform/db/client";
import { findDocument } from "../documents/queries";
import { baseContent, masterOf, releaseOf } from "./releases";

/** HTML with the whitespace an editor adds or drops between tags and words made uniform. */
const normalised = (html: string) => html.replace(/>\s+</g, "><").replace(/\s+/g, " ").trim();

/**
 * Whether the company changed its copy since it was made from `base`: a quick look at the text,
 * then the compare engine, so markup an editor rewrote without changing a word does not count.
 */
function editedSince(base: string, mine: string): boolean {
  if (normalised(base) === normalised(mine)) return false;
  return compareDocuments(base, mine).some((section) => section.status !== "same");
}

/**
 * POST /user/comparefile: the company's live copy (mine) against the master's current wording
 * (theirs), and the three-way merge of the two over the master version the copy was last
 * reconciled with (base). Any library reader may look; deciding needs editing rights.
 */
export async function compareFile(db: Database, companyId: string, fileId: string): Promise<Comparison> {
  const document = await findDocument(db, companyId, fileId);
  const master = await masterOf(db, document);
  const [base, release] = await Promise.all([
    baseContent(db, document, master),
    releaseOf(db, master.id, master.version),
  ]);
  const mine = document.content;
  return {
    fileId: document.id,
    name: document.name,
    version: document.version,
    fromVersion: document.templateVersion,
    release,
    edited: editedSince(base, mine),
    updateAvailable: document.updateVersion !== null,
    sections: compareDocuments(mine, master.content),
    merge: mergeDocuments(base, mine, master.content),
  };
}

/** POST /user/admin-view-content: the master's current wording, header and footer (the admin version). */
export async function adminViewContent(db: Database, companyId: string, fileId: string) {
  const document = await findDocument(db, companyId, fileId);
  const master = await masterOf(db, document);
  return {
    fileId: document.id,
    name: master.title,
    content: master.content,
    header: master.header,
    footer: master.footer,
    release: await releaseOf(db, master.id, master.version),
  };
}
