import { messages, profileFieldNames } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { companies } from "../accounts/tables";
import { companyProfiles } from "./tables";
import { type ProfileFixture, profileFixture } from "./test-support";

let t: TestApp;
let f: ProfileFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await profileFixture(t);
});
afterAll(() => t.close());

const stored = async (companyId: string) =>
  (await f.db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)))[0];
const view = async (token = f.ownerA) => (await f.post(token, "users/details/profile")).json().response;

describe("POST /users/details/profile", () => {
  it("answers every tab, nothing locked, the registered name and a low completeness for a new company", async () => {
    const reply = await f.post(f.ownerA, "users/details/profile", { userId: f.a.owner.id });
    expect(reply.statusCode).toBe(200);
    const profile = reply.json().response;
    expect(Object.keys(profile.tabs)).toEqual(["tab_1", "tab_2", "tab_3", "tab_4"]);
    expect(profile.tabs.tab_1.companyName).toBe(f.a.company.name);
    expect(profile.tabs.tab_4).toHaveProperty("protection_officer_signature", "");
    expect(profile).toMatchObject({
      locked: [],
      canEdit: true,
      images: {},
      payment: { card_holder_name: "", cardSaved: false },
      documentSettings: { color: {}, template: "classic" },
      pendingEditRequests: [],
    });
    expect(profile.completeness).toBe(Math.floor((1 / profileFieldNames.length) * 100));
  });

  it("lets staff read (without the right to edit) and refuses employees and another company's user id", async () => {
    expect((await view(f.plainStaff.token)).canEdit).toBe(false);
    expect((await view(f.settingsStaff.token)).canEdit).toBe(true);
    expect((await f.post(f.employee.token, "users/details/profile")).statusCode).toBe(403);
    const other = await f.post(f.ownerA, "users/details/profile", { userId: f.b.owner.id });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/users/details/profile" })).statusCode).toBe(401);
  });

  it("answers 401 without a session before reading a bad body", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/users/details/update/tab_1",
      payload: { company_email: "nope" },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe("POST /users/details/update/tab_1", () => {
  it("saves the organisation, renames the company the first time, then locks the three fields", async () => {
    const reply = await f.post(f.ownerA, "users/details/update/tab_1", {
      userId: f.a.owner.id,
      role: "company",
      organisation_type: "Limited company",
      companyName: " Meadowbank Care Ltd ",
      trading_name: "Meadowbank",
      companyRegNo: "12345678",
      company_email: "office@meadowbank.test",
      company_phone: "01234567890",
      website: "https://meadowbank.test",
      companyLogo: "companies/other/logo.png",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 1, response: messages.profileUpdated });
    const data = reply.json().data;
    expect(data.locked).toEqual(["companyName", "companyRegNo", "trading_name"]);
    expect(data.tabs.tab_1).toMatchObject({ companyName: "Meadowbank Care Ltd", companyLogo: "" });
    const [company] = await f.db.select().from(companies).where(eq(companies.id, f.a.company.id));
    expect(company?.name).toBe("Meadowbank Care Ltd");
    const audit = await f.db.select().from(auditEvents).where(eq(auditEvents.action, "profile.update-tab_1"));
    expect(audit).toHaveLength(1);
  });

  it("refuses to change a locked field once filled, and changes nothing else in that save", async () => {
    const reply = await f.post(f.ownerA, "users/details/update/tab_1", {
      companyName: "Another Name Ltd",
      fax: "0123",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      status: 0,
      response: messages.profileFieldLocked,
      errors: [{ field: "companyName", message: messages.profileFieldLocked }],
    });
    const profile = await stored(f.a.company.id);
    expect(profile?.fields).toMatchObject({ companyName: "Meadowbank Care Ltd" });
    expect(profile?.fields.fax).toBeUndefined();
    // Sending the same value back, or leaving it out, is fine; other fields keep their values.
    const same = await f.post(f.ownerA, "users/details/update/tab_1", {
      companyName: "Meadowbank Care Ltd",
      trading_name: "",
      fax: "0123",
    });
    expect(same.statusCode).toBe(200);
    expect((await stored(f.a.company.id))?.fields).toMatchObject({
      trading_name: "Meadowbank",
      fax: "0123",
      website: "https://meadowbank.test",
    });
  });

  it("checks emails and phones with the catalogue's wording", async () => {
    const reply = await f.post(f.ownerA, "users/details/update/tab_1", { company_email: "nope" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.validEmailRequired);
  });

  it("refuses employees and staff without Settings; staff with Settings may save", async () => {
    for (const token of [f.employee.token, f.plainStaff.token]) {
      expect((await f.post(token, "users/details/update/tab_1", { fax: "999" })).statusCode).toBe(403);
    }
    const staff = await f.post(f.settingsStaff.token, "users/details/update/tab_1", { fax: "0456" });
    expect(staff.statusCode).toBe(200);
    expect((await stored(f.a.company.id))?.fields.fax).toBe("0456");
  });
});

describe("POST /users/details/update/tab_2, tab_3, tab_4", () => {
  it("saves each tab into the company's own profile only, and completeness rises", async () => {
    const before = (await view()).completeness;
    const tab2 = await f.post(f.ownerA, "users/details/update/tab_2", {
      registered_line1: "1 High Street",
      registered_city: "Leeds",
      registered_postalcode: "LS1 1AA",
      trading_line1: "2 Low Road",
    });
    const tab3 = await f.post(f.ownerA, "users/details/update/tab_3", {
      director_title: "Dr",
      directorName: "Priya",
      director_lastname: "Shah",
      director_email: "priya@meadowbank.test",
      signature: "not-a-reference",
    });
    const tab4 = await f.post(f.ownerA, "users/details/update/tab_4", {
      provider_name: "Meadowbank Care",
      provider_cqc_no: "1-123456789",
      manager_firstname: "Sam",
      manager_lastname: "Patel",
      location_address_city: "Leeds",
      service_band: "Band B",
    });
    for (const reply of [tab2, tab3, tab4]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json().response).toBe(messages.profileUpdated);
    }
    const after = await view();
    expect(after.tabs.tab_2).toMatchObject({
      registered_line1: "1 High Street",
      trading_line1: "2 Low Road",
    });
    expect(after.tabs.tab_3).toMatchObject({ directorName: "Priya", signature: "" });
    expect(after.tabs.tab_4).toMatchObject({ provider_cqc_no: "1-123456789", service_band: "Band B" });
    expect(after.completeness).toBeGreaterThan(before);
    expect((await view(f.ownerB)).tabs.tab_2.registered_line1).toBe("");
  });

  it("rejects a bad phone on tab_4", async () => {
    const reply = await f.post(f.ownerA, "users/details/update/tab_4", { location_phone: "12ab" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.phoneFormatIncorrect);
  });
});

describe("POST /users/details/update/payment", () => {
  it("keeps the holder's name and a provider token, never a card number", async () => {
    const number = await f.post(f.ownerA, "users/details/update/payment", {
      card_holder_name: "P Shah",
      card_token: "4242 4242 4242 4242",
    });
    expect(number.statusCode).toBe(400);
    expect(number.json().response).toBe(messages.cardNumberNotAccepted);
    const reply = await f.post(f.ownerA, "users/details/update/payment", {
      card_holder_name: "P Shah",
      card_token: "pm_1Abc23Def",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      response: messages.profileUpdated,
      data: { payment: { card_holder_name: "P Shah", cardSaved: true } },
    });
    expect(JSON.stringify(reply.json())).not.toContain("pm_1Abc23Def");
    expect(await stored(f.a.company.id)).toMatchObject({
      cardHolderName: "P Shah",
      cardToken: "pm_1Abc23Def",
    });
  });

  it("answers clearly when there is no past payment card to keep, and refuses employees", async () => {
    const reply = await f.post(f.ownerB, "users/details/update/payment", {
      card_holder_name: "B",
      useLatestPaymentCard: true,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.noCardOnFile);
    expect(
      (await f.post(f.employee.token, "users/details/update/payment", { card_holder_name: "x" })).statusCode,
    ).toBe(403);
  });
});

describe("POST /users/get/compdetails", () => {
  it("carries the profile completeness for the dashboard banner", async () => {
    const reply = await f.post(f.ownerA, "users/get/compdetails");
    expect(reply.statusCode).toBe(200);
    const completeness = (await view()).completeness;
    expect(completeness).toBeGreaterThan(13);
    expect(reply.json()).toMatchObject({
      profileCompleteness: completeness,
      response: { profileCompleteness: completeness },
    });
    expect((await f.post(f.ownerB, "users/get/compdetails")).json().profileCompleteness).toBeLessThan(13);
  });

  it("answers the registration number and trading name in /users/getuserbyid", async () => {
    const reply = await f.post(f.ownerA, "users/getuserbyid", {});
    expect(reply.json().response).toMatchObject({ companyRegNo: "12345678", trading_name: "Meadowbank" });
  });
});

describe("ids in payloads", () => {
  it("takes a userId only as the caller's own, even a colleague's is refused (DESIGN §5)", async () => {
    const staff = f.settingsStaff;
    const own = await f.post(staff.token, "users/details/update/tab_1", {
      userId: staff.user.id,
      fax: "0789",
    });
    expect(own.statusCode).toBe(200);
    for (const url of ["users/details/profile", "users/details/update/tab_1", "user/company/variables"]) {
      expect((await f.post(staff.token, url, { userId: f.a.owner.id })).statusCode).toBe(403);
    }
  });
});
