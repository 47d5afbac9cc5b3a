import { adminTemplateMessages, messages, routes, templateImageMaxBytes } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { createCompany, createUser } from "../../../testing/factories";
import { bearer } from "../../../testing/session";
import { multipartBody, png } from "../../profile/test-files";
import { documentTemplates, templateImages } from "../tables";
import { draftFields, newTemplate, templatesFixture } from "./test-support";

let t: TestApp;
let f: Awaited<ReturnType<typeof templatesFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await templatesFixture(t.app);
});
afterAll(() => t.close());

const upload = (bytes: Buffer, filename = "picture.png") => {
  const form = multipartBody({}, [{ name: "templateImage", filename, contentType: "image/png", bytes }]);
  return t.app.inject({
    method: "POST",
    url: `/api${routes.adminTemplateImageUpload.path}`,
    headers: { ...bearer(f.admin.token), "content-type": form.contentType },
    payload: form.payload,
  });
};
const imageCount = async () => (await t.app.platform.db.select().from(templateImages)).length;

describe("template images", () => {
  it("stores a real PNG and answers it inline for the editor, audited", async () => {
    const bytes = png(40, 20);
    const reply = await upload(bytes);
    expect(reply.statusCode).toBe(200);
    const image = reply.json().data;
    expect(image.url).toBe(`data:image/png;base64,${bytes.toString("base64")}`);
    expect(image).toMatchObject({ fileName: "picture.png", size: bytes.length });
    expect(await f.audits("admin.template.image.uploaded", image._id)).toHaveLength(1);
    const list = (await f.call(routes.adminTemplateImageList, {})).json();
    expect(list.total).toBe(1);
    expect(list.list[0].url).toBe(image.url);
  });

  it("refuses a file that only claims to be an image, by its bytes, and stores nothing", async () => {
    const before = await imageCount();
    const reply = await upload(Buffer.from("<svg onload=alert(1)></svg>"), "fake.png");
    expect(reply.statusCode).toBe(415);
    expect(reply.json().response).toBe(messages.imageTypeNotAllowed);
    expect(await imageCount()).toBe(before);
  });

  it("refuses an image over 500 KB", async () => {
    const before = await imageCount();
    const big = Buffer.concat([png(10, 10), Buffer.alloc(templateImageMaxBytes)]);
    const reply = await upload(big);
    expect(reply.statusCode).toBe(413);
    expect(reply.json().response).toBe(adminTemplateMessages.imageTooLarge);
    expect(await imageCount()).toBe(before);
  });

  it("refuses a form without a file", async () => {
    const form = multipartBody({ note: "no file" });
    const reply = await t.app.inject({
      method: "POST",
      url: `/api${routes.adminTemplateImageUpload.path}`,
      headers: { ...bearer(f.admin.token), "content-type": form.contentType },
      payload: form.payload,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.chooseImage);
  });
});

describe("the preview with a sample company", () => {
  it("fills the draft's business variables with the sample company's details", async () => {
    const { _id, updatedAt } = (await f.call(routes.adminTemplateCreate, newTemplate("v1"))).json().data;
    const content =
      '<p><span data-variable="company.name">Company name</span> — <span data-variable="policy.number">Policy number</span>: <span data-variable="registered.manager">Registered manager</span>. <span data-variable="trading.area">Trading area</span></p>';
    await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields: draftFields("v1", content),
      loadedAt: updatedAt,
    });
    const reply = await f.call(routes.adminTemplatePreview, { templateId: _id });
    expect(reply.statusCode).toBe(200);
    const preview = reply.json().data;
    expect(preview).toMatchObject({
      company: "Oakwood Care Home Ltd",
      version: null,
      title: "Test template v1",
    });
    expect(preview.content).toContain(
      '<span class="variable-value" data-variable="company.name">Oakwood Care Home Ltd</span>',
    );
    expect(preview.content).toContain(">TST-v1</span>");
    expect(preview.content).toContain(">Mr David Price</span>");
    expect(preview.content).toContain(">Sample trading area</span>");
    expect(preview.content).not.toContain("variable-missing");
  });

  it("shows a named published version", async () => {
    const [row] = await t.app.platform.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.policyNumber, "ENG-SR-01"));
    const reply = await f.call(routes.adminTemplatePreview, { templateId: row?.id, version: 1 });
    expect(reply.json().data).toMatchObject({ version: 1, title: row?.title });
    const missing = await f.call(routes.adminTemplatePreview, { templateId: row?.id, version: 9 });
    expect(missing.statusCode).toBe(404);
  });

  it("fills them with a company's own details when a userId names one of its people", async () => {
    const company = await createCompany(t.app.platform.db, { name: "Riverside Homecare Ltd" });
    const owner = await createUser(t.app.platform.db, { companyId: company.id });
    const { _id, updatedAt } = (await f.call(routes.adminTemplateCreate, newTemplate("v2"))).json().data;
    const content = '<p><span data-variable="company.name">Company name</span></p>';
    await f.call(routes.adminTemplateDraftSave, {
      templateId: _id,
      fields: draftFields("v2", content),
      loadedAt: updatedAt,
    });
    const reply = await f.call(routes.adminTemplatePreview, { templateId: _id, userId: owner.id });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.company).toBe("Riverside Homecare Ltd");
    expect(reply.json().data.content).toContain(">Riverside Homecare Ltd</span>");
    const unknown = await f.call(routes.adminTemplatePreview, {
      templateId: _id,
      userId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
