import { businessVariables, messages } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { subscribeCompanies } from "../../testing/subscribed";
import { companyVariables } from "./tables";
import { type ProfileFixture, profileFixture } from "./test-support";

let t: TestApp;
let f: ProfileFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await profileFixture(t);
});
afterAll(() => t.close());

type Variable = { key: string; derived: string; override: string | null; value: string; label: string };
const variables = async (token = f.ownerA) =>
  (await f.post(token, "user/company/variables")).json().response as Variable[];
const variable = async (key: string, token = f.ownerA) => (await variables(token)).find((v) => v.key === key);

describe("POST /users/users/settings and /users/users/update/settings", () => {
  it("answers the defaults for an empty body", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/users/users/settings",
      headers: { authorization: `Bearer ${f.ownerA}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 1,
      response: { documentSettings: { color: {}, template: "classic" } },
      subscriptionPackage: { active: false, proPackage: { status: 0 } },
    });
    expect(reply.json().templates.map((t: { value: string }) => t.value)).toEqual([
      "classic",
      "modern",
      "compact",
    ]);
  });

  it("round-trips colours sent as JSON text and a template, for this company only", async () => {
    const color = JSON.stringify({ all: "#222222", h1: "#1C7ED6", h2: "#aa0000", h6: "" });
    const reply = await f.post(f.ownerA, "users/users/update/settings", {
      userId: f.a.owner.id,
      role: "company",
      color,
      template: "modern",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toBe(messages.documentSetupSaved);
    const settings = (await f.post(f.ownerA, "users/users/settings")).json().response.documentSettings;
    expect(settings).toEqual({ color: { all: "#222222", h1: "#1c7ed6", h2: "#aa0000" }, template: "modern" });
    // A later save merges: an empty colour removes one, an object works as well as JSON text.
    await f.post(f.settingsStaff.token, "users/users/update/settings", { color: { h2: "", h3: "#00ff00" } });
    const merged = (await f.post(f.ownerA, "users/users/settings")).json().response.documentSettings;
    expect(merged).toEqual({ color: { all: "#222222", h1: "#1c7ed6", h3: "#00ff00" }, template: "modern" });
    expect((await f.post(f.ownerB, "users/users/settings")).json().response.documentSettings.template).toBe(
      "classic",
    );
  });

  it("refuses a bad colour, an unknown heading or template, and people without Settings", async () => {
    const bad = await f.post(f.ownerA, "users/users/update/settings", { color: { h1: "red" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response).toBe(messages.colourInvalid);
    expect(
      (await f.post(f.ownerA, "users/users/update/settings", { color: { h7: "#000" } })).statusCode,
    ).toBe(400);
    const template = await f.post(f.ownerA, "users/users/update/settings", { template: "fancy" });
    expect(template.json().response).toBe(messages.templateInvalid);
    for (const token of [f.employee.token, f.plainStaff.token]) {
      expect((await f.post(token, "users/users/update/settings", { template: "compact" })).statusCode).toBe(
        403,
      );
    }
    expect((await f.post(f.employee.token, "users/users/settings")).statusCode).toBe(403);
  });
});

describe("POST /user/company/variables", () => {
  it("lists every business variable with its label, the profile's value and no override", async () => {
    await f.post(f.ownerA, "users/details/update/tab_4", {
      manager_firstname: "Sam",
      manager_lastname: "Patel",
    });
    const list = await variables();
    expect(list).toHaveLength(businessVariables.length);
    expect(list.find((v) => v.key === "company.name")).toMatchObject({
      label: "Company name",
      derived: f.a.company.name,
      override: null,
      value: f.a.company.name,
    });
    expect(list.find((v) => v.key === "registered.manager")?.value).toBe("Sam Patel");
    expect((await variable("registered.manager", f.ownerB))?.value).toBe("");
    expect((await f.post(f.employee.token, "user/company/variables")).statusCode).toBe(403);
  });
});

describe("POST /user/company/variables/update", () => {
  it("sets, lists and removes overrides, one or several at a time, for the company only", async () => {
    const one = await f.post(f.ownerA, "user/company/variables/update", {
      key: "trading.area",
      value: " Greater Manchester ",
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().response).toBe(messages.variablesSaved);
    expect(await variable("trading.area")).toMatchObject({
      override: "Greater Manchester",
      value: "Greater Manchester",
    });
    const bulk = await f.post(f.settingsStaff.token, "user/company/variables/update", {
      variables: [
        { key: "registered.manager", value: "Jo Bloggs" },
        { key: "trading.area", value: "" },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(await variable("registered.manager")).toMatchObject({
      derived: "Sam Patel",
      override: "Jo Bloggs",
    });
    expect(await variable("trading.area")).toMatchObject({ override: null, value: "" });
    const rows = await f.db
      .select()
      .from(companyVariables)
      .where(and(eq(companyVariables.companyId, f.a.company.id), eq(companyVariables.key, "trading.area")));
    expect(rows).toEqual([]);
    expect((await variable("registered.manager", f.ownerB))?.override).toBeNull();
  });

  it("refuses unknown keys, the document's own facts, and people without Settings", async () => {
    const unknown = await f.post(f.ownerA, "user/company/variables/update", { key: "nope", value: "x" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ response: messages.variableUnknown, errors: [{ field: "nope" }] });
    const documentFact = await f.post(f.ownerA, "user/company/variables/update", {
      key: "version",
      value: "9",
    });
    expect(documentFact.json().response).toBe(messages.variableFromDocument);
    for (const token of [f.employee.token, f.plainStaff.token]) {
      const reply = await f.post(token, "user/company/variables/update", { key: "department", value: "x" });
      expect(reply.statusCode).toBe(403);
    }
  });

  it("flows into the document view: profile values and overrides fill the variables", async () => {
    const html =
      '<p><span data-variable="company.name">Company name</span> in <span data-variable="registered.city">Registered town or city</span>, manager <span data-variable="registered.manager">Registered manager</span>, lead <span data-variable="infection.control.lead">Infection control lead</span>.</p>';
    // Documents need a live subscription (spec 000 §6); the company had none until now.
    await subscribeCompanies(t.app.platform.db, [f.a.company.id]);
    const created = await f.post(f.ownerA, "user/createFile", { fileName: "Variables check" });
    const fileId = created.json().data._id;
    expect(
      (await f.post(f.ownerA, "user/savecontent", { fileId, content: html, version: 1 })).statusCode,
    ).toBe(200);
    await f.post(f.ownerA, "users/details/update/tab_2", { registered_city: "Leeds" });
    await f.post(f.ownerA, "user/company/variables/update", {
      key: "infection.control.lead",
      value: "Ann Lee",
    });
    const view = (await f.post(f.ownerA, "user/get-view-content", { fileId })).json().response;
    expect(view.viewContent).toContain(f.a.company.name);
    expect(view.viewContent).toContain("Leeds");
    expect(view.viewContent).toContain("Jo Bloggs");
    expect(view.viewContent).toContain("Ann Lee");
    expect(view.missingVariables).toEqual([]);
  });
});
