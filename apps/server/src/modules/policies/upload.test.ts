import { createHash } from "node:crypto";
import { messages, policyMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { type FilePart, png, postForm } from "../profile/test-files";
import { staffPolicyVersions } from "./tables";
import { type PolicyFixture, policyFixture } from "./test-fixture";

let t: TestApp;
let f: PolicyFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await policyFixture(t);
});
afterAll(() => t.close());

const pdfBytes = (text = "policy") =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Title (${text})>>endobj\ntrailer<<>>\n%%EOF`);
const pdfPart = (bytes: Buffer, filename = "Safeguarding.pdf"): FilePart => ({
  name: "file",
  filename,
  contentType: "application/pdf",
  bytes,
});
const upload = (fields: Record<string, string>, files: FilePart[], token = f.ownerA) =>
  postForm(f.app, token, "user/staffpolicy/upload", fields, files);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("uploading a PDF policy", () => {
  it("stores a real PDF as version 1 with the SHA-256 of its bytes", async () => {
    const bytes = pdfBytes();
    const reply = await upload({ fileName: "Safeguarding adults", userId: f.a.owner.id }, [pdfPart(bytes)]);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(reply.json().response).toBe(policyMessages.policyUploaded);
    expect(data).toMatchObject({
      source: "pdf",
      name: "Safeguarding adults",
      fileName: "Safeguarding adults.pdf",
      fileSize: bytes.length,
      version: 1,
      contentHash: sha256(bytes),
    });
    const [version] = await f.db
      .select()
      .from(staffPolicyVersions)
      .where(ofCompany(staffPolicyVersions, f.a.company.id, eq(staffPolicyVersions.policyId, data._id)));
    expect(version?.storageKey).toMatch(new RegExp(`^companies/${f.a.company.id}/policies/`));
    expect(await f.app.platform.storage.exists(version?.storageKey ?? "")).toBe(true);
  });

  it("refuses a .pdf name with bytes that are not a PDF, and a form without a file", async () => {
    const renamed = await upload({}, [pdfPart(png(4, 4), "Policy.pdf")]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().response).toBe(policyMessages.pdfOnly);
    const text = await upload({}, [pdfPart(Buffer.from("just text, not a PDF"), "Policy.pdf")]);
    expect(text.statusCode).toBe(415);
    const none = await upload({ fileName: "Nothing" }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toBe(policyMessages.choosePdf);
  });

  it("refuses a PDF over the size cap with 413", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    const reply = await upload({}, [pdfPart(big)]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().response).toBe(policyMessages.pdfTooLarge);
  });

  it("takes a new version only when the bytes change; major asks employees again", async () => {
    const first = (await upload({ fileName: "Medication" }, [pdfPart(pdfBytes("v1"))])).json().data;
    const same = (await upload({ id: first._id, major: "true" }, [pdfPart(pdfBytes("v1"))])).json().data;
    expect(same).toMatchObject({ version: 1, ackFromVersion: 1 });
    const minor = (await upload({ id: first._id }, [pdfPart(pdfBytes("v2"))])).json().data;
    expect(minor).toMatchObject({ version: 2, ackFromVersion: 1, name: "Medication" });
    const major = (await upload({ id: first._id, major: "true" }, [pdfPart(pdfBytes("v3"))])).json().data;
    expect(major).toMatchObject({ version: 3, ackFromVersion: 3, contentHash: sha256(pdfBytes("v3")) });

    const written = await f.written("Written one");
    const notPdf = await upload({ id: written._id }, [pdfPart(pdfBytes())]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().response).toBe(policyMessages.notAPdfPolicy);
    expect((await upload({ id: first._id }, [pdfPart(pdfBytes("b"))], f.ownerB)).statusCode).toBe(404);
  });
});

describe("downloading a policy", () => {
  it("answers a short-lived link that serves the uploaded PDF as it is", async () => {
    const bytes = pdfBytes("download");
    const policy = (await upload({ fileName: "Infection control" }, [pdfPart(bytes)])).json().data;
    const reply = await f.send("GET", f.ownerA, `user/policy-document/download?id=${policy._id}`);
    expect(reply.json()).toMatchObject({ status: 1, filename: "Infection control.pdf" });
    const { url } = reply.json() as { url: string };
    expect(url).toMatch(/^\/api\/download\/policy\?token=/);
    const file = await f.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(bytes)).toBe(true);
    const tampered = await f.app.inject({ method: "GET", url: `${url.slice(0, -3)}abc` });
    expect(tampered.statusCode).toBe(404);
  });

  it("says 'Invalid request' without an id and 404 for another company's policy", async () => {
    const missing = await f.send("GET", f.ownerA, "user/policy-document/download");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response).toBe(messages.invalidRequest);
    const policy = await f.written("Not yours");
    expect((await f.send("GET", f.ownerB, `user/policy-document/download?id=${policy._id}`)).statusCode).toBe(
      404,
    );
  });

  it("prints a written policy to PDF through the link", { timeout: 90_000 }, async () => {
    const policy = await f.written("Printed policy", "<h1>Printed</h1><p>Our wording.</p>");
    const { url, filename } = (
      await f.send("GET", f.ownerA, `user/policy-document/download?id=${policy._id}`)
    ).json();
    expect(filename).toBe("Printed policy.pdf");
    const file = await f.app.inject({ method: "GET", url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
