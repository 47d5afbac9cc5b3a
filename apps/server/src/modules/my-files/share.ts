import { buffer } from "node:stream/consumers";
import {
  myFileAttachmentMaxBytes,
  type SendMyFileRequest,
  type SentMyFile,
  shownDate,
  ukToday,
} from "@cloudoc/contract";
import { count, desc } from "drizzle-orm";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import { mailTemplate } from "../../platform/mail/templates";
import type { Platform } from "../../platform/platform";
import type { SentFile } from "../exports/send";
import { auditMyFiles } from "./audit";
import { downloadName, fileOf } from "./downloads";
import { shareLinks } from "./links";
import { type FileRow, findFile, sentBy } from "./queries";
import { myFileSends } from "./tables";

/**
 * Sharing a file by email (POST /user/send/myfiles): attached, or as a signed link that expires
 * (a file too large to attach goes as a link), and each send recorded for the sent-file list.
 */

const shareMail = mailTemplate<{
  message: string;
  subject: string;
  sender: string;
  link: string;
  until: string;
}>({
  subject: "{{subject}}",
  text: [
    "{{message}}",
    "",
    "{{#if link}}Open the file: {{link}}\nThe link works until {{until}}.{{else}}The file is attached.{{/if}}",
    "",
    "Sent by {{sender}} with Cloudoc",
  ].join("\n"),
  html: [
    '<p style="white-space:pre-line">{{message}}</p>',
    '{{#if link}}<p><a href="{{link}}">Open the file</a> (the link works until {{until}}).</p>{{else}}<p>The file is attached.</p>{{/if}}',
    "<p>Sent by {{sender}} with Cloudoc</p>",
  ].join(""),
});

/** Sharing mails addresses outside the company: a user may send a few dozen an hour. */
const shareLimit = { max: 30, windowSeconds: 60 * 60 };

/** The bytes of a file to attach (a stored PDF is read into memory: it is at most 10 MB here). */
async function bytesOf(file: SentFile) {
  return Buffer.isBuffer(file.body) ? file.body : buffer(file.body);
}

const toSent = (row: typeof myFileSends.$inferSelect): SentMyFile => ({
  _id: row.id,
  fileId: row.fileId,
  fileName: row.fileName,
  email: row.email,
  subject: row.subject,
  message: row.message,
  delivery: row.delivery,
  format: row.format,
  linkExpiresAt: row.linkExpiresAt ? row.linkExpiresAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** The attachment, unless a link was asked for or the file is too large to attach. */
async function attachmentOf(
  platform: Platform,
  actor: CompanyActor,
  file: FileRow,
  request: SendMyFileRequest,
) {
  if (request.delivery === "link" || (file.kind === "pdf" && file.sizeBytes > myFileAttachmentMaxBytes))
    return null;
  const sent = await fileOf(platform, actor, file, request.type);
  const content = await bytesOf(sent);
  if (content.length > myFileAttachmentMaxBytes) return null;
  return { filename: sent.fileName, content, contentType: sent.contentType };
}

/**
 * Sends one of the caller's live files to `email`. `siteAddress` is the caller's company site,
 * where the link leads (never the request's Host header, which a caller could set).
 */
export async function sendFile(
  platform: Platform,
  actor: CompanyActor,
  request: SendMyFileRequest,
  siteAddress: string,
) {
  const file = await findFile(platform.db, actor, request.fileId);
  // Counted once the file is known to be the caller's: only real sends use up the allowance.
  await platform.limiter.enforce(`myfiles-share:${actor.userId}`, shareLimit);
  const fileName = downloadName(file, request.type);
  const attachment = await attachmentOf(platform, actor, file, request);
  const target = { companyId: actor.companyId, ownerId: actor.userId, fileId: file.id, format: request.type };
  const link = attachment
    ? null
    : await shareLinks.create(platform.db, { ...target, inline: false }, fileName);
  const until = link ? shownDate(ukToday(new Date(link.expiresAt))) : "";
  const values = {
    ...request,
    sender: actor.session.email,
    link: link ? `${siteAddress}${link.url}` : "",
    until,
  };
  await platform.mail.send({
    ...shareMail(request.email, values),
    ...(attachment ? { attachments: [attachment] } : {}),
  });
  return platform.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(myFileSends)
      .values({
        companyId: actor.companyId,
        senderId: actor.userId,
        fileId: file.id,
        fileName,
        email: request.email,
        subject: request.subject,
        message: request.message,
        delivery: attachment ? "attachment" : "link",
        format: request.type,
        linkExpiresAt: link ? new Date(link.expiresAt) : null,
      })
      .returning();
    if (!row) throw new Error("the send was not recorded");
    await auditMyFiles(tx, actor, "my_file.sent", file.id, { sendId: row.id, delivery: row.delivery });
    return toSent(row);
  });
}

/** GET /user/sent/file/list: what the caller sent, newest first, with totalCount. */
export async function sentFiles(db: Executor, actor: CompanyActor, request: { skip: number; limit: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(myFileSends)
      .where(sentBy(actor))
      .orderBy(desc(myFileSends.createdAt), desc(myFileSends.id))
      .limit(request.limit)
      .offset(request.skip),
    db.select({ n: count() }).from(myFileSends).where(sentBy(actor)),
  ]);
  const total = counted?.n ?? 0;
  return { list: rows.map(toSent), total, totalCount: total };
}
