import { createHash, createPublicKey, verify } from "node:crypto";
import { permissions, policyReadingMessages } from "@cloudoc/contract";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type ReadingFixture, readingFixture } from "./reading-test-support";

let t: TestApp;
let f: ReadingFixture;
let alex: { user: { id: string }; token: string };
let sam: { user: { id: string }; token: string };
let policy: string;
let ackId: string;

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  alex = await f.employeeWithToken(f.a.company.id);
  sam = await f.employeeWithToken(f.a.company.id, { firstname: "Sam" });
  policy = (await f.written("Medication <handling>", "<p>Two people check every dose.</p>"))._id;
  await f.assign([policy], alex.user.id);
  await f.assign([policy], sam.user.id);
  const acknowledged = await f.readAndAcknowledge(alex.token, policy);
  ackId = acknowledged.json().data._id;
}, 120_000);
afterAll(() => t.close());

describe("the acknowledgement certificate", () => {
  it("prints a PDF for the employee who acknowledged and for a manager", async () => {
    for (const token of [alex.token, f.ownerA]) {
      const reply = await f.post(token, "user/policies/acknowledgement/certificate", { id: ackId });
      expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
      expect(reply.headers["content-type"]).toBe("application/pdf");
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(reply.headers["content-disposition"]).toContain(
        "Acknowledgement Medication -handling- Alex Morgan",
      );
    }
  }, 60_000);

  it("answers 404 to another employee and another company, 403 to staff without the permission", async () => {
    expect(
      (await f.post(sam.token, "user/policies/acknowledgement/certificate", { id: ackId })).statusCode,
    ).toBe(404);
    expect(
      (await f.post(f.ownerB, "user/policies/acknowledgement/certificate", { id: ackId })).statusCode,
    ).toBe(404);
    const staff = await f.person("user");
    expect(
      (await f.post(staff.token, "user/policies/acknowledgement/certificate", { id: ackId })).statusCode,
    ).toBe(403);
    const allowed = await f.person("user", [permissions.policies]);
    const reply = await f.post(allowed.token, "user/policies/acknowledgement/certificate", { id: ackId });
    expect(reply.statusCode).toBe(200);
  }, 60_000);
});

describe("a policy's acknowledgements", () => {
  it("lists who acknowledged which version, newest first, for managers only", async () => {
    const reply = await f.post(f.ownerA, "user/policies/acknowledgements", { policyId: policy });
    expect(reply.json()).toMatchObject({
      total: 1,
      list: [
        { _id: ackId, employeeName: "Alex Morgan", version: 1, typedName: "Alex Morgan", current: true },
      ],
    });
    const one = await f.post(f.ownerA, "user/policies/acknowledgements", {
      policyId: policy,
      employeeId: sam.user.id,
    });
    expect(one.json().total).toBe(0);
    expect((await f.post(f.ownerB, "user/policies/acknowledgements", { policyId: policy })).statusCode).toBe(
      404,
    );
    expect(
      (await f.post(alex.token, "user/policies/acknowledgements", { policyId: policy })).statusCode,
    ).toBe(403);
  });
});

describe("the signed evidence pack", () => {
  it("is a zip of the PDF, its signature, the key and how to verify; the signature holds, and fails for a changed byte", async () => {
    const reply = await f.post(f.ownerA, "user/policies/evidence/pack", { policyId: policy });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/zip");
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const names = Object.keys(zip.files).sort();
    const pdfName = names.find((name) => name.endsWith(".pdf"));
    expect(pdfName).toBe("Medication -handling- evidence pack.pdf");
    expect(names).toEqual(
      [
        "Medication -handling- evidence pack.pdf",
        "Medication -handling- evidence pack.pdf.sig",
        "VERIFY.txt",
        "cloudoc-evidence-key.pem",
      ].sort(),
    );
    const pdf = Buffer.from((await zip.file(pdfName ?? "")?.async("uint8array")) ?? []);
    const signature = Buffer.from((await zip.file(`${pdfName}.sig`)?.async("uint8array")) ?? []);
    const pem = (await zip.file("cloudoc-evidence-key.pem")?.async("string")) ?? "";
    const instructions = (await zip.file("VERIFY.txt")?.async("string")) ?? "";
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(signature).toHaveLength(64);
    expect(instructions).toContain(sha256(pdf));
    expect(reply.headers["x-evidence-sha256"]).toBe(sha256(pdf));

    // The published key is the one in the zip; the signature checks offline and through the call.
    const key = (await f.get(f.ownerA, "user/policies/evidence/key")).json().data;
    expect(key.publicKey).toBe(pem);
    const statement = (bytes: Buffer) => Buffer.from(`${key.statementPrefix}${sha256(bytes)}`);
    expect(verify(null, statement(pdf), createPublicKey(pem), signature)).toBe(true);
    const checked = await f.post(f.ownerA, "user/policies/evidence/verify", {
      sha256: sha256(pdf),
      signature: signature.toString("base64"),
    });
    expect(checked.json()).toMatchObject({
      response: policyReadingMessages.signatureMatches,
      data: { valid: true, keyId: key.keyId },
    });

    const changed = Buffer.from(pdf);
    changed[Math.floor(changed.length / 2)] = (changed[Math.floor(changed.length / 2)] ?? 0) ^ 1;
    expect(verify(null, statement(changed), createPublicKey(pem), signature)).toBe(false);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/user/policies/evidence/verify",
      payload: { sha256: sha256(changed), signature: signature.toString("base64") },
    });
    expect(refused.json()).toMatchObject({
      response: policyReadingMessages.signatureDoesNotMatch,
      data: { valid: false },
    });
  }, 60_000);

  it("answers 404 for another company's policy and 403 to employees", async () => {
    expect((await f.post(f.ownerB, "user/policies/evidence/pack", { policyId: policy })).statusCode).toBe(
      404,
    );
    expect((await f.post(alex.token, "user/policies/evidence/pack", { policyId: policy })).statusCode).toBe(
      403,
    );
  });

  it("refuses a malformed hash or signature with a clear message", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/policies/evidence/verify",
      payload: { sha256: "abc", signature: "not a signature" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(policyReadingMessages.sha256Invalid);
  });
});
