import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createUser } from "../../testing/factories";
import { openSession } from "../accounts/sessions";
import { profileEditRequests } from "./tables";
import { png, pngPart, postForm } from "./test-files";
import { type ProfileFixture, profileFixture } from "./test-support";

let t: TestApp;
let f: ProfileFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await profileFixture(t);
});
afterAll(() => t.close());

const upload = (url: string, bytes: Buffer, fields: Record<string, string> = {}, token = f.ownerA) =>
  postForm(f.app, token, url, fields, [pngPart(bytes)]);
const profileFolder = (companyId: string) => path.join(t.dataDir, "files", "companies", companyId, "profile");

describe("POST /admin/users/logo/upload", () => {
  it("accepts a real small PNG, stores it under the company's folder and points the logo at it", async () => {
    const bytes = png(120, 80);
    const reply = await upload("admin/users/logo/upload", bytes);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(reply.json().response).toBe(messages.successfullyUploaded);
    expect(data).toMatchObject({ field: "companyLogo", url: `/api/users/details/image/${data.reference}` });
    expect(data.reference).toMatch(/^companyLogo-[0-9a-f-]{36}\.png$/);
    const profile = (await f.post(f.ownerA, "users/details/profile")).json().response;
    expect(profile.images.companyLogo).toEqual({ reference: data.reference, url: data.url });
    expect(profile.tabs.tab_1.companyLogo).toBe(data.reference);
    expect(await readFile(path.join(profileFolder(f.a.company.id), data.reference))).toEqual(bytes);
  });

  it("accepts exactly 300 × 300 and refuses 301 × 300 with the catalogue's message", async () => {
    expect((await upload("admin/users/logo/upload", png(300, 300))).statusCode).toBe(200);
    const reply = await upload("admin/users/logo/upload", png(301, 300));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      status: 0,
      response: "Image is bigger than 300px * 300px please reupload",
    });
    const tall = await upload("admin/users/logo/upload", png(10, 301));
    expect(tall.json().response).toBe(messages.imageTooBig);
  });

  it("replaces the old logo file, keeping only the current one", async () => {
    await upload("admin/users/logo/upload", png(50, 50));
    const files = await readdir(profileFolder(f.a.company.id));
    expect(files.filter((name) => name.startsWith("companyLogo-"))).toHaveLength(1);
  });

  it("refuses anything that is not a raster image, whatever its name or type says", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = await postForm(f.app, f.ownerA, "admin/users/logo/upload", {}, [
      { name: "file", filename: "logo.png", contentType: "image/png", bytes: svg },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().response).toBe(messages.imageTypeNotAllowed);
    const truncated = await upload("admin/users/logo/upload", png(20, 20).subarray(0, 12));
    expect(truncated.statusCode).toBe(415);
    const none = await postForm(f.app, f.ownerA, "admin/users/logo/upload", { userId: f.a.owner.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().response).toBe(messages.chooseImage);
    const json = await f.post(f.ownerA, "admin/users/logo/upload", { file: "x" });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a file over 1 MB with 413", async () => {
    const big = Buffer.concat([png(10, 10), Buffer.alloc(1024 * 1024 + 10)]);
    const reply = await upload("admin/users/logo/upload", big);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().response).toBe(messages.imageFileTooLarge);
  });

  it("refuses employees, staff without Settings, and another company's user id", async () => {
    expect((await upload("admin/users/logo/upload", png(5, 5), {}, f.employee.token)).statusCode).toBe(403);
    expect((await upload("admin/users/logo/upload", png(5, 5), {}, f.plainStaff.token)).statusCode).toBe(403);
    const other = await upload("admin/users/logo/upload", png(5, 5), { userId: f.b.owner.id });
    expect(other.statusCode).toBe(403);
    const colleague = await upload(
      "admin/users/logo/upload",
      png(5, 5),
      { userId: f.a.owner.id },
      f.settingsStaff.token,
    );
    expect(colleague.statusCode).toBe(403);
    expect((await upload("admin/users/logo/upload", png(5, 5), {}, f.settingsStaff.token)).statusCode).toBe(
      200,
    );
  });
});

describe("POST /admin/users/image/upload", () => {
  it("sets the named signature field (the director's by default) and refuses other field names", async () => {
    const director = await upload("admin/users/image/upload", png(200, 60));
    expect(director.json().data.field).toBe("signature");
    const manager = await upload("admin/users/image/upload", png(200, 60), { field: "manager_signature" });
    expect(manager.statusCode).toBe(200);
    const profile = (await f.post(f.ownerA, "users/details/profile")).json().response;
    expect(profile.tabs.tab_3.signature).toBe(director.json().data.reference);
    expect(profile.tabs.tab_4.manager_signature).toBe(manager.json().data.reference);
    const bad = await upload("admin/users/image/upload", png(10, 10), { field: "companyName" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response).toBe(messages.notUploaded);
  });
});

describe("GET /users/details/image/{reference}", () => {
  it("serves the company's own image to its members, and 404 to another company", async () => {
    const bytes = png(30, 30, [200, 10, 10]);
    const { reference } = (await upload("admin/users/logo/upload", bytes)).json().data;
    const mine = await f.get(f.ownerA, `users/details/image/${reference}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    expect(mine.headers["x-content-type-options"]).toBe("nosniff");
    expect(mine.rawPayload).toEqual(bytes);
    expect((await f.get(f.employee.token, `users/details/image/${reference}`)).statusCode).toBe(200);

    expect((await f.get(f.ownerB, `users/details/image/${reference}`)).statusCode).toBe(404);
    expect((await f.get(f.ownerA, "users/details/image/..%2F..%2Fsecrets")).statusCode).toBe(404);
    const unauthenticated = await t.app.inject({
      method: "GET",
      url: `/api/users/details/image/${reference}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("answers 403 to the platform admin, who has no company", async () => {
    const admin = await createUser(f.db, { companyId: null, role: "admin" });
    const token = (await openSession(f.db, admin, { ip: null, userAgent: null })).token;
    expect((await f.get(token, "users/details/image/companyLogo-x.png")).statusCode).toBe(403);
  });
});

describe("POST /company/profile/edit/request", () => {
  it("stores the request with its supporting file and lists it as pending", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
    const reply = await postForm(
      f.app,
      f.ownerA,
      "company/profile/edit/request",
      {
        reason: "We changed our trading name",
        detail_expalanation: "Registered with Companies House on 1 May.",
        userId: f.a.owner.id,
        role: "company",
        filename: "certificate.pdf",
        changeRequest: JSON.stringify({ trading_name: "Meadowbank Homes" }),
      },
      [{ name: "file", filename: "certificate.pdf", contentType: "application/pdf", bytes: pdf }],
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: "Edit request sent successfully",
      data: { fields: ["trading_name"], fileName: "certificate.pdf", status: "pending" },
    });
    const [row] = await f.db
      .select()
      .from(profileEditRequests)
      .where(eq(profileEditRequests.id, reply.json().data._id));
    expect(row).toMatchObject({
      companyId: f.a.company.id,
      requestedBy: f.a.owner.id,
      reason: "We changed our trading name",
      explanation: "Registered with Companies House on 1 May.",
      changeRequest: { trading_name: "Meadowbank Homes" },
    });
    expect(await readFile(path.join(t.dataDir, "files", row?.fileKey ?? "missing"))).toEqual(pdf);
    expect(row?.fileKey).toMatch(new RegExp(`^companies/${f.a.company.id}/edit-requests/`));
    const profile = (await f.post(f.ownerA, "users/details/profile")).json().response;
    expect(profile.pendingEditRequests).toMatchObject([{ fields: ["trading_name"] }]);
    expect((await f.post(f.ownerB, "users/details/profile")).json().response.pendingEditRequests).toEqual([]);
  });

  it("needs a reason, names only locked fields, and refuses a file that is not a document", async () => {
    const noReason = await postForm(f.app, f.ownerA, "company/profile/edit/request", { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().response).toBe(messages.editRequestReasonRequired);
    const wrongField = await postForm(f.app, f.ownerA, "company/profile/edit/request", {
      reason: "x",
      changeRequest: "website",
    });
    expect(wrongField.json().response).toBe(messages.editRequestFieldInvalid);
    const exe = await postForm(f.app, f.ownerA, "company/profile/edit/request", { reason: "x" }, [
      { name: "file", filename: "a.pdf", contentType: "application/pdf", bytes: Buffer.from("MZ\x90\x00") },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().response).toBe(messages.editRequestFileType);
    const named = await postForm(f.app, f.ownerA, "company/profile/edit/request", {
      reason: "Typo in the name",
      changeRequest: "companyName",
    });
    expect(named.json().data.fields).toEqual(["companyName"]);
  });

  it("refuses employees and staff without Settings", async () => {
    for (const token of [f.employee.token, f.plainStaff.token]) {
      const reply = await postForm(f.app, token, "company/profile/edit/request", { reason: "x" });
      expect(reply.statusCode).toBe(403);
    }
  });
});
