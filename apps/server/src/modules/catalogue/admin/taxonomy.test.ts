import { adminCatalogueMessages as m, messages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countries, regulators, serviceTypes } from "../tables";
import { type CatalogueFixture, catalogueFixture } from "./test-support";

let f: CatalogueFixture;
beforeAll(async () => {
  f = await catalogueFixture();
});
afterAll(() => f.t.close());

const save = (payload: object) => f.post("/admin/subscription/taxonomy/save", payload);
const publicList = async (name: string) =>
  (await f.t.app.inject({ method: "POST", url: `/api/admin/subscription/${name}/list`, payload: {} })).json();
const countryRow = async (slug: string) =>
  (await f.db.select().from(countries).where(eq(countries.slug, slug)))[0];

describe("the taxonomy in the console", () => {
  it("lists the three kinds in menu order, each with how many records use it", async () => {
    const { code, json } = await f.post("/admin/subscription/taxonomy/list");
    expect(code).toBe(200);
    expect(json.response.countries.map((c: { slug: string }) => c.slug)).toEqual([
      "england",
      "wales",
      "scotland",
      "northern-ireland",
    ]);
    const england = json.response.countries[0];
    expect(england.usedBy).toBeGreaterThan(10);
    expect(json.response.serviceTypes).toHaveLength(6);
    expect(json.response.regulators.find((r: { slug: string }) => r.slug === "ciw-wales")).toMatchObject({
      country: "wales",
      usedBy: expect.any(Number),
    });
  });

  it("adds a country at the end of the menu, renames it and changes its unused slug", async () => {
    const added = await save({ kind: "country", name: "Jersey", slug: "jersey", flag: "🇯🇪" });
    expect(added).toEqual({ code: 200, json: { status: 1, response: m.saved } });
    expect(await countryRow("jersey")).toMatchObject({ name: "Jersey", flag: "🇯🇪", position: 4 });
    expect((await f.audit("admin.country.saved", "jersey"))?.detail).toMatchObject({ name: "Jersey" });
    const renamed = await save({
      kind: "country",
      originalSlug: "jersey",
      name: "Bailiwick of Jersey",
      slug: "bailiwick-jersey",
      flag: "/content/flags/jersey.svg",
    });
    expect(renamed.code).toBe(200);
    expect(await countryRow("jersey")).toBeUndefined();
    expect(await countryRow("bailiwick-jersey")).toMatchObject({ name: "Bailiwick of Jersey", position: 4 });
    const listed = await publicList("country");
    expect(listed.list.at(-1)).toMatchObject({
      slug: "bailiwick-jersey",
      country_flag: "/content/flags/jersey.svg",
    });
  });

  it("keeps a used slug: no change, no delete, with a clear message", async () => {
    const change = await save({
      kind: "country",
      originalSlug: "wales",
      name: "Wales",
      slug: "cymru",
      flag: "x",
    });
    expect(change.code).toBe(400);
    expect(change.json.response).toBe(m.slugInUse);
    expect(await countryRow("cymru")).toBeUndefined();
    const removal = await f.post("/admin/subscription/taxonomy/delete", {
      kind: "serviceType",
      slug: "care-home",
    });
    expect(removal.code).toBe(400);
    expect(removal.json.response).toBe(m.slugInUse);
    expect(await f.db.select().from(serviceTypes).where(eq(serviceTypes.slug, "care-home"))).toHaveLength(1);
    const moved = await save({
      kind: "regulator",
      originalSlug: "cqc-england",
      name: "CQC",
      slug: "cqc-england",
      country: "wales",
      description: "",
    });
    expect(moved.code).toBe(400);
    expect(moved.json.errors).toEqual([{ field: "country", message: m.regulatorCountryInUse }]);
    expect((await f.db.select().from(regulators).where(eq(regulators.slug, "cqc-england")))[0]?.country).toBe(
      "england",
    );
    // The name of a used item may change; its slug stays.
    const renamed = await save({
      kind: "country",
      originalSlug: "wales",
      name: "Wales (Cymru)",
      slug: "wales",
      flag: "🏴",
    });
    expect(renamed.code).toBe(200);
    expect(await countryRow("wales")).toMatchObject({ name: "Wales (Cymru)", flag: "🏴" });
  });

  it("refuses a taken slug, a bad slug, a missing name and a regulator of no country, saving nothing", async () => {
    const taken = await save({ kind: "serviceType", name: "Another", slug: "care-home", blurb: "" });
    expect(taken.code).toBe(400);
    expect(taken.json.errors).toEqual([{ field: "slug", message: m.slugTaken }]);
    const badSlug = await save({ kind: "serviceType", name: "Bad", slug: "Bad Slug!", blurb: "" });
    expect(badSlug.code).toBe(400);
    expect(badSlug.json.response).toBe(messages.slugInvalid);
    const noName = await save({ kind: "serviceType", name: " ", slug: "nameless", blurb: "" });
    expect(noName.code).toBe(400);
    expect(noName.json.errors[0]).toEqual({ field: "name", message: m.nameRequired });
    const badFlag = await save({ kind: "country", name: "X", slug: "x-land", flag: "javascript:alert(1)" });
    expect(badFlag.json.errors[0]).toEqual({ field: "flag", message: m.flagInvalid });
    const orphan = await save({
      kind: "regulator",
      name: "R",
      slug: "nowhere-reg",
      country: "atlantis",
      description: "",
    });
    expect(orphan.code).toBe(400);
    expect(orphan.json.response).toBe(m.countryRequired);
    expect(await f.db.select().from(regulators).where(eq(regulators.slug, "nowhere-reg"))).toHaveLength(0);
    expect(await f.db.select().from(serviceTypes).where(eq(serviceTypes.slug, "nameless"))).toHaveLength(0);
    expect(await countryRow("x-land")).toBeUndefined();
  });

  it("deletes an unused regulator, and answers 404 for one that does not exist", async () => {
    await save({
      kind: "regulator",
      name: "Jersey Care Commission",
      slug: "jcc",
      country: "bailiwick-jersey",
      description: "",
    });
    const removed = await f.post("/admin/subscription/taxonomy/delete", { kind: "regulator", slug: "jcc" });
    expect(removed).toEqual({ code: 200, json: { status: 1, response: m.deleted } });
    expect(await f.db.select().from(regulators).where(eq(regulators.slug, "jcc"))).toHaveLength(0);
    expect(await f.audit("admin.regulator.deleted", "jcc")).toBeDefined();
    const again = await f.post("/admin/subscription/taxonomy/delete", { kind: "regulator", slug: "jcc" });
    expect(again.code).toBe(404);
  });

  it("orders a kind when given every slug once, and refuses a partial list", async () => {
    const before = (await publicList("country")).list.map((c: { slug: string }) => c.slug);
    const reversed = [...before].reverse();
    const ordered = await f.post("/admin/subscription/taxonomy/order", { kind: "country", slugs: reversed });
    expect(ordered.code).toBe(200);
    expect((await publicList("country")).list.map((c: { slug: string }) => c.slug)).toEqual(reversed);
    expect((await f.audit("admin.taxonomy.ordered"))?.detail).toEqual({ slugs: reversed });
    const partial = await f.post("/admin/subscription/taxonomy/order", {
      kind: "country",
      slugs: reversed.slice(1),
    });
    expect(partial.code).toBe(400);
    expect(partial.json.response).toBe(m.orderInvalid);
    expect((await publicList("country")).list.map((c: { slug: string }) => c.slug)).toEqual(reversed);
  });
});
