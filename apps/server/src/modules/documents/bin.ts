import { eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import type { Actor } from "../library/access";
import { companyDocuments } from "./tables";

/**
 * The documents' side of the bin (DESIGN §6: nothing is lost until deleted for good): the only
 * writes of a document's bin state. The library's bin code (library/bin.ts) calls these in its
 * transaction for the folder and its documents together.
 */

const binned = { deletedAt: sql`now()` } as const;
const restored = { deletedAt: null, deletedBy: null, deletedVia: null } as const;

/** Documents of the company that went to the bin on their own (a folder's wait inside it). */
const documentsInBin = (companyId: string, condition: SQL) =>
  ofCompany(
    companyDocuments,
    companyId,
    condition,
    isNotNull(companyDocuments.deletedAt),
    isNull(companyDocuments.deletedVia),
  );

/** Moves one live document to the bin. */
export async function binDocument(tx: Executor, actor: Actor, documentId: string) {
  await tx
    .update(companyDocuments)
    .set({ ...binned, deletedBy: actor.userId, deletedVia: null })
    .where(
      ofCompany(
        companyDocuments,
        actor.companyId,
        eq(companyDocuments.id, documentId),
        isNull(companyDocuments.deletedAt),
      ),
    );
}

/** Moves the live documents of the given folders to the bin with the folder `via`; answers how many. */
export async function binDocumentsIn(tx: Transaction, actor: Actor, folderIds: string[], via: string) {
  const moved = await tx
    .update(companyDocuments)
    .set({ ...binned, deletedBy: actor.userId, deletedVia: via })
    .where(
      ofCompany(
        companyDocuments,
        actor.companyId,
        isNull(companyDocuments.deletedAt),
        inArray(companyDocuments.folderId, folderIds),
      ),
    )
    .returning({ id: companyDocuments.id });
  return moved.length;
}

/** Documents in the bin on their own, locked for the rest of the transaction. */
export function lockDocumentsInBin(tx: Transaction, companyId: string, ids: string[]) {
  return tx
    .select({
      id: companyDocuments.id,
      folderId: companyDocuments.folderId,
      name: companyDocuments.name,
      createdBy: companyDocuments.createdBy,
    })
    .from(companyDocuments)
    .where(documentsInBin(companyId, inArray(companyDocuments.id, ids)))
    .for("update");
}

/** Brings a document back from the bin into `folderId` (null: the top level). */
export async function restoreDocument(
  tx: Transaction,
  companyId: string,
  id: string,
  folderId: string | null,
) {
  await tx
    .update(companyDocuments)
    .set({ ...restored, folderId })
    .where(ofCompany(companyDocuments, companyId, eq(companyDocuments.id, id)));
}

/** Brings back the documents that went to the bin with folder `via`; answers how many. */
export async function restoreDocumentsVia(tx: Transaction, companyId: string, via: string) {
  const back = await tx
    .update(companyDocuments)
    .set(restored)
    .where(ofCompany(companyDocuments, companyId, eq(companyDocuments.deletedVia, via)))
    .returning({ id: companyDocuments.id });
  return back.length;
}

/** Deletes documents for good (their versions, reviews and backups go with them). */
export async function purgeDocuments(tx: Transaction, companyId: string, ids: string[]) {
  await tx
    .delete(companyDocuments)
    .where(ofCompany(companyDocuments, companyId, inArray(companyDocuments.id, ids)));
}

/** Deletes for good the documents that went to the bin with the folders `via`. */
export async function purgeDocumentsVia(tx: Transaction, companyId: string, via: string[]) {
  await tx
    .delete(companyDocuments)
    .where(ofCompany(companyDocuments, companyId, inArray(companyDocuments.deletedVia, via)));
}
