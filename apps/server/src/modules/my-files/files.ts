import {
  type CreateMyFileRequest,
  type MyFileWithContent,
  myFilesMessages,
  type SaveMyFileRequest,
} from "@cloudoc/contract";
import { count, eq, max, sql } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Database, Executor } from "../../platform/db/client";
import { badRequest, conflict } from "../../platform/envelope";
import { storedHtml } from "../documents/content";
import { auditMyFiles } from "./audit";
import { downloadLinks } from "./links";
import { type FileRow, findFile, folderTree, ownedBy, sentBy, targetFolder, toFile } from "./queries";
import { myFileSends, myFiles } from "./tables";

/** The file calls of My Files written in the editor: make, save, view, and the details page. */

interface Content {
  headerContent: string;
  innerContent: string;
  footerContent: string;
}

const sizeOf = (content: Content) =>
  Buffer.byteLength(content.headerContent + content.innerContent + content.footerContent);

/** A file with its content; a PDF's `link` shows it inline for a few minutes. */
async function withContent(db: Database, actor: CompanyActor, row: FileRow): Promise<MyFileWithContent> {
  const link =
    row.kind === "pdf"
      ? await downloadLinks.create(
          db,
          { companyId: actor.companyId, ownerId: actor.userId, fileId: row.id, format: "pdf", inline: true },
          row.name,
        )
      : null;
  return {
    ...toFile(row),
    uId: row.ownerId,
    headerContent: row.headerContent,
    innerContent: row.innerContent,
    footerContent: row.footerContent,
    content: row.innerContent,
    link,
  };
}

/** POST /create/new/myfiles/file: an editor file, at the top or in one of the caller's folders. */
export async function createFile(db: Database, actor: CompanyActor, request: CreateMyFileRequest) {
  const content: Content = {
    headerContent: storedHtml(request.headerContent ?? ""),
    innerContent: storedHtml(request.innerContent ?? ""),
    footerContent: storedHtml(request.footerContent ?? ""),
  };
  const row = await db.transaction(async (tx) => {
    const folderId = await targetFolder(tx, actor, request.parentId);
    const [made] = await tx
      .insert(myFiles)
      .values({
        ...content,
        companyId: actor.companyId,
        ownerId: actor.userId,
        folderId,
        kind: "editor",
        name: request.fileName,
        sizeBytes: sizeOf(content),
      })
      .returning();
    if (!made) throw new Error("the file was not written");
    await auditMyFiles(tx, actor, "my_file.created", made.id, { folderId });
    return made;
  });
  return withContent(db, actor, row);
}

/**
 * POST /user/myfiles/save: sanitised header, inner and footer content (each kept when not sent;
 * `content` stands for the inner content). A version older than the file's answers 409 and
 * nothing is written; an uploaded PDF cannot be edited.
 */
export async function saveFile(db: Database, actor: CompanyActor, request: SaveMyFileRequest) {
  const sent = {
    headerContent: request.headerContent,
    innerContent: request.innerContent ?? request.content,
    footerContent: request.footerContent,
  };
  const clean = Object.fromEntries(
    Object.entries(sent).flatMap(([key, html]) => (html === undefined ? [] : [[key, storedHtml(html)]])),
  );
  const row = await db.transaction(async (tx) => {
    const file = await findFile(tx, actor, request.fileId, { lock: true });
    if (file.kind === "pdf") throw badRequest(myFilesMessages.pdfNotEditable);
    if (request.version !== undefined && request.version !== file.version) throw conflict();
    const content: Content = { ...file, ...clean };
    const [saved] = await tx
      .update(myFiles)
      .set({ ...clean, sizeBytes: sizeOf(content), version: file.version + 1, updatedAt: sql`now()` })
      .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)))
      .returning();
    if (!saved) throw new Error("the file was not saved");
    await auditMyFiles(tx, actor, "my_file.saved", file.id, {
      version: saved.version,
      size: saved.sizeBytes,
    });
    return saved;
  });
  return withContent(db, actor, row);
}

/** GET /user/myfiles/view/file: the file to read or edit; opening it puts it first in the recent list. */
export async function viewFile(db: Database, actor: CompanyActor, fileId: string) {
  const file = await findFile(db, actor, fileId);
  const [opened] = await db
    .update(myFiles)
    .set({ lastOpenedAt: sql`now()` })
    .where(ownedBy(myFiles, actor, eq(myFiles.id, file.id)))
    .returning();
  return withContent(db, actor, opened ?? file);
}

/** GET /user/get/myfiles/file: the details page (where the file is, how often it was sent). */
export async function fileDetails(db: Executor, actor: CompanyActor, fileId: string) {
  const file = await findFile(db, actor, fileId);
  const [tree, [sends]] = await Promise.all([
    folderTree(db, actor),
    db
      .select({ n: count(), last: max(myFileSends.createdAt) })
      .from(myFileSends)
      .where(sentBy(actor, eq(myFileSends.fileId, file.id))),
  ]);
  return {
    ...toFile(file),
    root: tree.pathOf(file.folderId),
    sentCount: sends?.n ?? 0,
    lastSentAt: sends?.last ? new Date(sends.last).toISOString() : null,
  };
}
