import { createHash } from "node:crypto";
import { signingMessages, verifyMessages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { loadCatalogue } from "../../testing/commerce";
import { lastEmailTo } from "../../testing/outbox";
import { companyDocuments } from "../documents/tables";
import { decodedMail } from "../employees/test-support";
import { canPrint, canReadPdf, pdfText } from "../exports/test-support";
import { fillCompanyLibrary } from "../library/fill";
import { testPackage } from "../library/test-support";
import { postForm } from "../profile/test-files";
import { certificateFromPems, generateCertificatePems, platformCertificate } from "./certificate";
import { sealEnvelope } from "./seal";
import { drawnSignature, realPdf, type SigningFixture, signingFixture } from "./test-support";

let f: SigningFixture;

beforeAll(async () => {
  f = await signingFixture("flow");
});
afterAll(() => f.t.close());

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const verify = (bytes: Buffer) =>
  postForm(f.app, f.tokens.ownerB, "public/signing/verify", {}, [
    { name: "file", filename: "signed.pdf", contentType: "application/pdf", bytes },
  ]);

describe("a sequential envelope from My Files, signed by both and sealed", () => {
  let envelopeId = "";
  let originalSha256 = "";
  let samToken = "";

  it("sends, emailing only the first signer", async () => {
    const sent = await f.send({ signingOrder: "sequential", title: "Tenancy agreement" });
    expect(sent.statusCode).toBe(200);
    const { data } = sent.json();
    expect(sent.json().response).toBe(signingMessages.sent);
    expect(data).toMatchObject({
      title: "Tenancy agreement",
      status: "sent",
      signersTotal: 2,
      signersSigned: 0,
    });
    expect(data.signers.map((s: { status: string }) => s.status)).toEqual(["sent", "waiting"]);
    expect(data.events.map((e: { action: string }) => e.action)).toEqual(["sent", "invited"]);
    envelopeId = data._id;
    originalSha256 = data.originalSha256;
    const link = await f.linkOf("sam@flow.test");
    expect(link.link).toBe(`http://localhost:3000/document/sign?token=${link.token}`);
    samToken = link.token;
    await expect(lastEmailTo(f.t.dataDir, "pat@flow.test")).rejects.toThrow();
  });

  it("shows the signer their envelope and the exact PDF that was sent", async () => {
    const opened = await f.visit("public/signing/open", { token: samToken });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().response).toMatchObject({
      title: "Tenancy agreement",
      message: "Please sign by Friday.",
      signerName: "Sam Signer",
      signerEmail: "sam@flow.test",
      status: "viewed",
      documentSha256: originalSha256,
    });
    const pdf = await f.visit("public/signing/document", { token: samToken });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(sha256(pdf.rawPayload)).toBe(originalSha256);
  });

  it("records the first signature, then emails the next signer", async () => {
    const signed = await f.sign(samToken);
    expect(signed.json()).toMatchObject({
      response: signingMessages.signed,
      data: { status: "signed", envelopeStatus: "sent" },
    });
    const again = await f.sign(samToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().response).toBe(signingMessages.alreadyAnswered);
    const { token } = await f.linkOf("pat@flow.test");
    const last = await f.sign(token, { signatureType: "drawn", drawnImage: drawnSignature, typedName: "" });
    expect(last.json().data).toEqual({ status: "signed", envelopeStatus: "completed" });
  });

  it("seals the PDF, emails it to every party and files it in the sender's My Files", async () => {
    const detail = (await f.post("user/signing/get", { id: envelopeId })).json().data;
    expect(detail).toMatchObject({ status: "completed", signersSigned: 2 });
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      "sent",
      "invited",
      "viewed",
      "signed",
      "invited",
      "signed",
      "completed",
      "emailed",
      "filed",
    ]);
    expect(detail.events.find((e: { action: string }) => e.action === "viewed")).toMatchObject({
      signerName: "Sam Signer",
      ip: "198.51.100.1",
      userAgent: "Test browser/1.0",
    });
    for (const party of [f.a.owner.email, "sam@flow.test", "pat@flow.test"]) {
      const mail = decodedMail(await lastEmailTo(f.t.dataDir, party));
      expect(mail).toContain("Signed by everyone: Tenancy agreement");
      expect(mail).toContain("Content-Type: application/pdf");
    }
    const files = (
      await f.app.inject({
        method: "GET",
        url: "/api/user/get/myfiles",
        headers: { authorization: `Bearer ${f.tokens.ownerA}` },
      })
    ).json();
    expect(files.list.map((item: { fileName?: string }) => item.fileName)).toContain(
      "Tenancy agreement (signed).pdf",
    );
  });

  it("verifies the sealed PDF, and not once one byte of it is changed", async () => {
    const download = await f.post("user/signing/download", { id: envelopeId, version: "signed" });
    expect(download.headers["content-type"]).toBe("application/pdf");
    const sealed = download.rawPayload;
    const detail = (await f.post("user/signing/get", { id: envelopeId })).json().data;
    expect(sha256(sealed)).toBe(detail.signedSha256);
    const valid = (await verify(sealed)).json();
    expect(valid).toMatchObject({
      status: 1,
      response: verifyMessages.valid,
      data: { valid: true, reason: "valid" },
    });
    expect(valid.data.envelope.signers.map((s: { email: string }) => s.email)).toEqual([
      "sam@flow.test",
      "pat@flow.test",
    ]);
    const changed = Buffer.from(sealed);
    const middle = Math.floor(changed.length / 3);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    const refused = (await verify(changed)).json();
    expect(refused.data).toEqual({ valid: false, reason: "altered", envelope: null });
    const original = await f.post("user/signing/download", { id: envelopeId, version: "original" });
    expect(sha256(original.rawPayload)).toBe(originalSha256);
    expect((await verify(original.rawPayload)).json().data.reason).toBe("not-signed");
  });
});

describe("a library document", () => {
  it.skipIf(!canPrint)("is printed like its export, sent to everyone at once and sealed", async () => {
    const ids = await loadCatalogue(f.db);
    await fillCompanyLibrary(f.db, {
      companyId: f.a.company.id,
      packageIds: [ids.packageId(testPackage)],
      templateIds: [],
    });
    const [document] = await f.db
      .select()
      .from(companyDocuments)
      .where(ofCompany(companyDocuments, f.a.company.id))
      .orderBy(companyDocuments.policyNumber)
      .limit(1);
    if (!document) throw new Error("the library was filled");
    const signers = [{ name: "Lee Lister", email: "lee@flow.test" }];
    const sent = await f.send({
      sourceType: "document",
      sourceId: document.id,
      signingOrder: "parallel",
      signers,
    });
    expect(sent.statusCode).toBe(200);
    const { token } = await f.linkOf("lee@flow.test");
    const pdf = (await f.visit("public/signing/document", { token })).rawPayload;
    // A long title wraps in the printed heading: compare the words, not the line breaks.
    const words = (text: string) => text.replace(/\s+/g, " ");
    if (canReadPdf) expect(words(await pdfText(pdf))).toContain(words(document.name));
    expect((await f.sign(token, { typedName: "Lee Lister" })).json().data.envelopeStatus).toBe("completed");
  });
});

describe("declining", () => {
  it("closes a parallel envelope, withdraws the other link and tells the sender", async () => {
    const sent = (await f.send({ signingOrder: "parallel", title: "Consent form" })).json().data;
    expect(sent.signers.map((s: { status: string }) => s.status)).toEqual(["sent", "sent"]);
    const sam = await f.linkOf("sam@flow.test");
    const pat = await f.linkOf("pat@flow.test");
    const declined = await f.visit("public/signing/decline", {
      token: pat.token,
      reason: "Wrong address on page 2",
    });
    expect(declined.json()).toMatchObject({
      response: signingMessages.declined,
      data: { status: "declined", envelopeStatus: "declined" },
    });
    const refused = await f.visit("public/signing/open", { token: sam.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().response).toBe(signingMessages.linkInvalid);
    expect(decodedMail(await lastEmailTo(f.t.dataDir, f.a.owner.email))).toContain("Wrong address on page 2");
    const detail = (await f.post("user/signing/get", { id: sent._id })).json().data;
    expect(detail.signers[1]).toMatchObject({ status: "declined", declineReason: "Wrong address on page 2" });
  });
});

describe("the verify page", () => {
  const facts = {
    envelopeId: "none",
    title: "Made elsewhere",
    companyName: "Nobody",
    senderName: "Nobody",
    senderEmail: "nobody@example.com",
    originalSha256: "0".repeat(64),
    sentAt: new Date(),
    completedAt: new Date(),
    signers: [],
  };

  it("tells another certificate's seal, and a platform seal no envelope completed, from a valid one", async () => {
    const other = certificateFromPems(generateCertificatePems());
    const foreign = await sealEnvelope(await realPdf(), facts, other);
    expect((await verify(foreign)).json().data.reason).toBe("unknown-certificate");
    const platform = await platformCertificate(f.db, undefined);
    const unrecorded = await sealEnvelope(await realPdf(), facts, platform);
    expect((await verify(unrecorded)).json()).toMatchObject({
      response: verifyMessages["unknown-envelope"],
      data: { valid: false, reason: "unknown-envelope", envelope: null },
    });
  });

  it("takes a PDF only", async () => {
    const text = await postForm(f.app, f.tokens.ownerB, "public/signing/verify", {}, [
      { name: "file", filename: "notes.pdf", contentType: "application/pdf", bytes: Buffer.from("hello") },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().response).toBe(signingMessages.verifyNotPdf);
    const nothing = await postForm(f.app, f.tokens.ownerB, "public/signing/verify", {}, []);
    expect(nothing.json().response).toBe(signingMessages.verifyFileRequired);
  });
});
