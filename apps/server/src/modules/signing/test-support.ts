import { PDFDocument, StandardFonts } from "pdf-lib";
import { manualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../testing/app";
import { loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { lastEmailTo } from "../../testing/outbox";
import { subscribeCompanies, subscribePackage } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { decodedMail } from "../employees/test-support";
import { testPackage } from "../library/test-support";
import { pdfPart } from "../my-files/test-support";
import { postForm } from "../profile/test-files";

/** A real one-page PDF (pdf-lib must be able to add pages to what is sent for signature). */
export async function realPdf(text = "Care plan agreement") {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A 1×1 PNG as a canvas would export it. */
export const drawnSignature =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** The signing link in the newest mail to `email`, and its token. */
export async function signingLinkIn(dataDir: string, email: string) {
  const mail = decodedMail(await lastEmailTo(dataDir, email));
  const match = mail.match(/(https?:\/\/[^\s"<>]+\/document\/sign\?token=([A-Za-z0-9_-]{43}))/);
  if (!match?.[1] || !match[2]) throw new Error(`no signing link in the mail to ${email}`);
  return { link: match[1], token: match[2] };
}

/**
 * Company A with the pro package (owner, a staff user with DocuSign, one without), company B
 * with pro too, company C with a licence but no pro; A's owner has an uploaded PDF in My Files.
 * The clock is the test's own, so links can expire.
 */
export async function signingFixture(label: string) {
  const clock = manualClock(new Date());
  const t: TestApp = await createTestApp({ clock });
  const { app } = t;
  const db = app.platform.db;
  const ids = await loadCatalogue(db);
  const [a, b, c] = [
    await createCompanyWithOwner(db, { subdomain: `a${label}` }),
    await createCompanyWithOwner(db, { subdomain: `b${label}` }),
    await createCompanyWithOwner(db, { subdomain: `c${label}` }),
  ];
  await subscribeCompanies(db, [c.company.id]);
  for (const { company } of [a, b]) {
    await subscribePackage(db, company.id, ids.packageId(testPackage), { addOns: ["pro"] });
  }
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const sender = await createUser(db, { companyId: a.company.id, role: "user", permissions: ["DocuSign"] });
  const outsider = await createUser(db, {
    companyId: a.company.id,
    role: "user",
    permissions: ["My Documents"],
  });
  const tokens = {
    ownerA: await tokenOf(a.owner),
    senderA: await tokenOf(sender),
    outsiderA: await tokenOf(outsider),
    ownerB: await tokenOf(b.owner),
    ownerC: await tokenOf(c.owner),
  };
  const post = (url: string, payload: object = {}, token = tokens.ownerA) => postAs(app, token, url, payload);
  const uploaded = await postForm(app, tokens.ownerA, "user/myfiles/upload", {}, [pdfPart(await realPdf())]);
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  const fileId = uploaded.json().data._id as string;
  /** A visitor's call (no session), from a given address. */
  const visit = (url: string, payload: object, ip = "198.51.100.1") =>
    app.inject({
      method: "POST",
      url: `/api/${url}`,
      payload,
      remoteAddress: ip,
      headers: { "user-agent": "Test browser/1.0" },
    });
  const send = (payload: object = {}, token = tokens.ownerA) =>
    post(
      "user/signing/send",
      {
        sourceType: "myfile",
        sourceId: fileId,
        signers: [
          { name: "Sam Signer", email: `sam@${label}.test` },
          { name: "Pat Partner", email: `pat@${label}.test` },
        ],
        message: "Please sign by Friday.",
        ...payload,
      },
      token,
    );
  const linkOf = (email: string) => signingLinkIn(t.dataDir, email);
  const sign = (token: string, payload: object = {}, ip?: string) =>
    visit(
      "public/signing/sign",
      { token, signatureType: "typed", typedName: "Sam Signer", agree: true, ...payload },
      ip,
    );
  return { t, app, db, clock, a, b, c, tokens, post, visit, send, sign, linkOf, fileId, label };
}

export type SigningFixture = Awaited<ReturnType<typeof signingFixture>>;
