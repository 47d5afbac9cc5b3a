import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { subscribeCompanies } from "../../testing/subscribed";
import { companyDocuments } from "../documents/tables";
import { png, pngPart, postForm } from "./test-files";
import { type ProfileFixture, profileFixture } from "./test-support";

let t: TestApp;
let f: ProfileFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await profileFixture(t);
  // Documents need a live subscription (spec 000 §6).
  await subscribeCompanies(f.db, [f.a.company.id]);
});
afterAll(() => t.close());

const logoHtml = '<p>Logo: <span data-variable="company.logo">Company logo</span></p>';

/** A new document of company A whose content uses the logo variable. */
async function documentWithLogo(): Promise<string> {
  const created = await f.post(f.ownerA, "user/createFile", { fileName: "Letterhead", policyNumber: "LH-1" });
  const fileId = created.json().data._id as string;
  await f.db.update(companyDocuments).set({ content: logoHtml }).where(eq(companyDocuments.id, fileId));
  return fileId;
}

describe("logo and signature variables", () => {
  it("show a gap until a logo is uploaded, then the image itself, never the storage reference", async () => {
    const fileId = await documentWithLogo();
    const before = (await f.post(f.ownerA, "user/get-view-content", { fileId })).json().response;
    expect(before.missingVariables).toContain("company.logo");
    expect(before.viewContent).toContain("[Company logo missing]");

    const bytes = png(40, 30);
    const uploaded = await postForm(f.app, f.ownerA, "admin/users/logo/upload", {}, [pngPart(bytes)]);
    expect(uploaded.statusCode).toBe(200);
    const reference = uploaded.json().data.reference as string;

    const after = (await f.post(f.ownerA, "user/get-view-content", { fileId })).json().response;
    expect(after.missingVariables).not.toContain("company.logo");
    expect(after.viewContent).toContain(
      `<img class="variable-image" data-variable="company.logo" src="data:image/png;base64,${bytes.toString("base64")}" alt="Company logo">`,
    );
    expect(after.viewContent).not.toContain(reference);
    expect(after.variableValues["company.logo"]).toBe("Image on file");
  });
});
