import type { TestApp } from "../../testing/app";
import { getAs, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { subscribeCompanies } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { type FilePart, postForm } from "../profile/test-files";

/** A small real-looking PDF (the upload checks the `%PDF-` signature). */
export const pdfBytes = (text = "My file", padding = 0) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj<</Title (${text})>>endobj\n`),
    Buffer.alloc(padding, 32),
    Buffer.from("trailer<<>>\n%%EOF"),
  ]);

export const pdfPart = (bytes: Buffer, filename = "Rota.pdf"): FilePart => ({
  name: "file",
  filename,
  contentType: "application/pdf",
  bytes,
});

/**
 * Companies A and B with a live licence, A's owner and a staff user of A (each with their own My
 * Files), B's owner, and request helpers.
 */
export async function myFilesFixture(t: TestApp) {
  const { app } = t;
  const db = app.platform.db;
  const a = await createCompanyWithOwner(db);
  const b = await createCompanyWithOwner(db);
  await subscribeCompanies(db, [a.company.id, b.company.id]);
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const staff = await createUser(db, { companyId: a.company.id, role: "user" });
  const tokens = {
    ownerA: await tokenOf(a.owner),
    staffA: await tokenOf(staff),
    ownerB: await tokenOf(b.owner),
  };
  const person = async (role: "user" | "employee") =>
    tokenOf(await createUser(db, { companyId: a.company.id, role }));
  const post = (url: string, payload: object = {}, token = tokens.ownerA) => postAs(app, token, url, payload);
  const get = (url: string, query: Record<string, string> = {}, token = tokens.ownerA) => {
    const search = new URLSearchParams(query).toString();
    return getAs(app, token, search ? `${url}?${search}` : url);
  };
  const dataOf = async (reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200) throw new Error(`${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body).data;
  };
  const folder = async (folderName: string, parentId?: string, token = tokens.ownerA) =>
    (await dataOf(post("user/create/myfole/folder", { folderName, parentId }, token))) as { _id: string };
  const file = async (fileName: string, parentId?: string, token = tokens.ownerA) =>
    (await dataOf(
      post("create/new/myfiles/file", { fileName, parentId, innerContent: `<p>${fileName} text</p>` }, token),
    )) as { _id: string; version: number };
  const upload = (fields: Record<string, string>, files: FilePart[], token = tokens.ownerA) =>
    postForm(app, token, "user/myfiles/upload", fields, files);
  return { app, db, a, b, staff, tokens, person, post, get, dataOf, folder, file, upload };
}

export type MyFilesFixture = Awaited<ReturnType<typeof myFilesFixture>>;
