import { readdir } from "node:fs/promises";
import path from "node:path";
import { adminRequestMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing/app";
import { postAs } from "../../../testing/commerce";
import { createCompanyWithOwner } from "../../../testing/factories";
import { lastEmailTo } from "../../../testing/outbox";
import { companies } from "../../accounts/tables";
import { profileEditRequests } from "../tables";
import { postForm } from "../test-files";
import {
  auditOf,
  expectAdminOnly,
  type RequestsFixture,
  readableMail,
  requestsFixture,
} from "./test-support";

let t: TestApp;
let f: RequestsFixture;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
const unknownId = "00000000-0000-4000-8000-000000000000";

async function askToChange(token: string, changeRequest: unknown, withFile = false) {
  const files = withFile
    ? [{ name: "file", filename: "certificate.pdf", contentType: "application/pdf", bytes: pdf }]
    : [];
  const reply = await postForm(
    t.app,
    token,
    "company/profile/edit/request",
    {
      reason: "Our name changed",
      detail_expalanation: "See the certificate.",
      filename: withFile ? "certificate.pdf" : "",
      changeRequest: JSON.stringify(changeRequest),
    },
    files,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json().data._id as string;
}

const profileTab1 = async () =>
  (await postAs(t.app, f.tokens.owner, "users/details/profile")).json().response.tabs.tab_1;
const requestRow = async (id: string) =>
  (await f.db.select().from(profileEditRequests).where(eq(profileEditRequests.id, id)))[0];
const outboxSize = async () => (await readdir(path.join(t.dataDir, "outbox")).catch(() => [])).length;

let tradingName: string;
let nameAndNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await requestsFixture(t.app);
  const saved = await postAs(t.app, f.tokens.owner, "users/details/update/tab_1", {
    companyName: "Meadowbank Care Ltd",
    trading_name: "Meadowbank",
    companyRegNo: "12345678",
  });
  expect(saved.statusCode).toBe(200);
  tradingName = await askToChange(f.tokens.owner, { trading_name: "Meadowbank Homes" }, true);
  nameAndNumber = await askToChange(f.tokens.staff, ["companyName", "companyRegNo"]);
});
afterAll(() => t.close());

describe("admin edit request calls", () => {
  it.each([
    ["admin/edit-request/list", {}],
    ["admin/edit-request/view", { id: unknownId }],
    ["admin/edit-request/file", { id: unknownId }],
    ["admin/edit-request/approve", { id: unknownId }],
    ["admin/edit-request/reject", { id: unknownId, reason: "No" }],
    ["admin/requests/counts", {}],
  ])("%s is for the platform admin with the second factor only", async (url, payload) => {
    await expectAdminOnly(f, url, payload);
  });
});

describe("POST /admin/edit-request/list and /view", () => {
  it("lists pending requests newest first with the company and who asked, and filters them", async () => {
    const reply = await f.asAdmin("admin/edit-request/list", { status: "pending" });
    expect(reply.statusCode).toBe(200);
    const { list, total } = reply.json();
    expect(total).toBe(2);
    expect(list.map((item: { _id: string }) => item._id)).toEqual([nameAndNumber, tradingName]);
    expect(list[1]).toMatchObject({
      companyId: f.company.id,
      companyName: "Meadowbank Care Ltd",
      requestedBy: "Alex Morgan",
      requestedByEmail: f.owner.email,
      reason: "Our name changed",
      fields: ["trading_name"],
      fileName: "certificate.pdf",
      hasFile: true,
      status: "pending",
    });
    const none = await f.asAdmin("admin/edit-request/list", { search: "no such company" });
    expect(none.json()).toMatchObject({ list: [], total: 0 });
    const found = await f.asAdmin("admin/edit-request/list", { search: "meadowbank care" });
    expect(found.json().total).toBe(2);
  });

  it("shows a name never typed into the profile as the registered one, as the company sees it", async () => {
    const other = await createCompanyWithOwner(t.app.platform.db);
    const [request] = await t.app.platform.db
      .insert(profileEditRequests)
      .values({
        companyId: other.company.id,
        reason: "Renamed",
        changeRequest: { companyName: "" },
        status: "rejected",
      })
      .returning();
    const view = await f.asAdmin("admin/edit-request/view", { id: request?.id });
    expect(view.json().response.changes).toEqual([
      expect.objectContaining({ field: "companyName", current: other.company.name }),
    ]);
  });

  it("refuses an unknown status filter with a clear message", async () => {
    const reply = await f.asAdmin("admin/edit-request/list", { status: "maybe" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "status", message: adminRequestMessages.editRequestStatusInvalid },
    ]);
  });

  it("shows each field's current and requested value, and serves the supporting file", async () => {
    const view = await f.asAdmin("admin/edit-request/view", { id: tradingName });
    expect(view.json().response).toMatchObject({
      explanation: "See the certificate.",
      changes: [
        {
          field: "trading_name",
          label: "Trading name",
          current: "Meadowbank",
          requested: "Meadowbank Homes",
        },
      ],
    });
    const file = await f.asAdmin("admin/edit-request/file", { id: tradingName });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const noFile = await f.asAdmin("admin/edit-request/file", { id: nameAndNumber });
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json().response).toBe(adminRequestMessages.noSupportingFile);
    expect((await f.asAdmin("admin/edit-request/view", { id: unknownId })).statusCode).toBe(404);
    expect((await f.asAdmin("admin/edit-request/view", { id: "not-an-id" })).statusCode).toBe(404);
  });
});

describe("POST /admin/edit-request/approve", () => {
  it("refuses a value for a field not asked for, or one the profile would refuse, and changes nothing", async () => {
    const mails = await outboxSize();
    const other = await f.asAdmin("admin/edit-request/approve", {
      id: tradingName,
      values: { companyName: "X" },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().response).toBe(adminRequestMessages.valueNotRequested);
    const tooLong = await f.asAdmin("admin/edit-request/approve", {
      id: nameAndNumber,
      values: { companyName: "Meadowbank Group", companyRegNo: "1".repeat(21) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe("companyRegNo");
    expect((await requestRow(tradingName))?.status).toBe("pending");
    expect((await requestRow(nameAndNumber))?.status).toBe("pending");
    expect(await profileTab1()).toMatchObject({
      companyName: "Meadowbank Care Ltd",
      companyRegNo: "12345678",
    });
    expect(await auditOf(f, "admin.edit-request.approved", nameAndNumber)).toHaveLength(0);
    expect(await outboxSize()).toBe(mails);
  });

  it("applies the requested value, records the decision and audit, then emails the company", async () => {
    const reply = await f.asAdmin("admin/edit-request/approve", {
      id: tradingName,
      note: "Checked with Companies House",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      response: adminRequestMessages.editRequestApproved,
      data: { status: "approved", decisionReason: "Checked with Companies House" },
    });
    expect(reply.json().data.decidedBy).not.toBe("");
    expect((await profileTab1()).trading_name).toBe("Meadowbank Homes");
    const row = await requestRow(tradingName);
    expect(row).toMatchObject({ status: "approved", decidedBy: f.admin.admin.id });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const [event] = await auditOf(f, "admin.edit-request.approved", tradingName);
    expect(event).toMatchObject({ companyId: f.company.id, actorUserId: f.admin.admin.id });
    const mail = readableMail(await lastEmailTo(t.dataDir, f.owner.email));
    expect(mail).toContain("is approved");
    expect(mail).toContain("Trading name: now Meadowbank Homes");
    expect(mail).toContain("Checked with Companies House");
    // The company's bell says so too (issue 15).
    const bell = (await postAs(t.app, f.tokens.owner, "user/get/notification", {})).json().list;
    expect(bell[0]).toMatchObject({
      category: "Edit request",
      title: "Your request to change the trading name was approved",
      content: "Checked with Companies House",
    });
  });

  it("answers 409 to a second decision, and sends nothing", async () => {
    const mails = await outboxSize();
    const again = await f.asAdmin("admin/edit-request/approve", { id: tradingName });
    expect(again.statusCode).toBe(409);
    expect(again.json().response).toBe(adminRequestMessages.editRequestAlreadyDecided);
    const reject = await f.asAdmin("admin/edit-request/reject", {
      id: tradingName,
      reason: "Changed my mind",
    });
    expect(reject.statusCode).toBe(409);
    expect((await requestRow(tradingName))?.decisionReason).toBe("Checked with Companies House");
    expect(await outboxSize()).toBe(mails);
  });

  it("renames the company with a new name, and clears a field given no value so the company can fill it in", async () => {
    const reply = await f.asAdmin("admin/edit-request/approve", {
      id: nameAndNumber,
      values: { companyName: " Meadowbank Care Group Ltd " },
    });
    expect(reply.statusCode).toBe(200);
    expect(await profileTab1()).toMatchObject({ companyName: "Meadowbank Care Group Ltd", companyRegNo: "" });
    const [company] = await f.db.select().from(companies).where(eq(companies.id, f.company.id));
    expect(company?.name).toBe("Meadowbank Care Group Ltd");
    const refill = await postAs(t.app, f.tokens.owner, "users/details/update/tab_1", {
      companyRegNo: "87654321",
    });
    expect(refill.statusCode).toBe(200);
    expect((await profileTab1()).companyRegNo).toBe("87654321");
  });
});

describe("POST /admin/edit-request/reject", () => {
  it("needs a reason", async () => {
    const id = await askToChange(f.tokens.staff, ["trading_name"]);
    const reply = await f.asAdmin("admin/edit-request/reject", { id, reason: "  " });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "reason", message: adminRequestMessages.rejectReasonRequired },
    ]);
    expect((await requestRow(id))?.status).toBe("pending");
  });

  it("keeps the profile, records the reason and tells the person who asked and the owner", async () => {
    const id = await askToChange(f.tokens.staff, { trading_name: "Someone Else" });
    const reply = await f.asAdmin("admin/edit-request/reject", { id, reason: "The certificate is missing." });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      status: "rejected",
      decisionReason: "The certificate is missing.",
    });
    expect((await profileTab1()).trading_name).toBe("Meadowbank Homes");
    const [event] = await auditOf(f, "admin.edit-request.rejected", id);
    expect(event?.companyId).toBe(f.company.id);
    const view = (await f.asAdmin("admin/edit-request/view", { id })).json().response;
    for (const to of [view.requestedByEmail, f.owner.email]) {
      const mail = readableMail(await lastEmailTo(t.dataDir, to));
      expect(mail).toContain("was not approved");
      expect(mail).toContain("Reason: The certificate is missing.");
    }
  });
});

describe("POST /admin/requests/counts", () => {
  it("counts the requests still pending", async () => {
    await askToChange(f.tokens.owner, ["companyName"]);
    const reply = await f.asAdmin("admin/requests/counts");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toMatchObject({ editRequests: 2 });
  });
});
