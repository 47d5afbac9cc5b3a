import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
});
afterAll(() => t.close());

const taxonomy = async (name: string, payload?: object) => {
  const reply = await t.app.inject({ method: "POST", url: `/api/admin/subscription/${name}/list`, payload });
  return { code: reply.statusCode, body: reply.json() };
};

describe("the catalogue taxonomy", () => {
  it("lists the countries with their flags, in menu order", async () => {
    const { code, body } = await taxonomy("country", {});
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 1, total: 4 });
    expect(body.list.map((c: { slug: string }) => c.slug)).toEqual([
      "england",
      "wales",
      "scotland",
      "northern-ireland",
    ]);
    expect(body.list[1]).toEqual({
      _id: "wales",
      name: "Wales",
      slug: "wales",
      country_flag: "/content/flags/wales.svg",
    });
  });

  it("searches by name or slug", async () => {
    const { body } = await taxonomy("country", { searchText: "north" });
    expect(body.list.map((c: { name: string }) => c.name)).toEqual(["Northern Ireland"]);
    const none = await taxonomy("country", { searchText: "atlantis" });
    expect(none.body).toEqual({ status: 2, response: "No records found", list: [], total: 0 });
  });

  it("lists the plans, the service types with blurbs and the regulators", async () => {
    const types = await taxonomy("type");
    expect(types.body.list.map((s: { slug: string }) => s.slug).sort()).toEqual(["monthly", "yearly"]);
    const categories = await taxonomy("category", {});
    expect(categories.body.total).toBe(6);
    const homeCare = categories.body.list.find((c: { slug: string }) => c.slug === "home-care");
    expect(homeCare.name).toBe("Domiciliary Care");
    expect(homeCare.blurb).toContain("own homes");
    const regulators = await taxonomy("regulator", { searchText: "wales" });
    expect(regulators.body.list).toEqual([
      expect.objectContaining({ slug: "ciw-wales", name: "CIW Wales", country: "wales" }),
    ]);
  });

  it("refuses an overlong search", async () => {
    const { code, body } = await taxonomy("category", { searchText: "x".repeat(201) });
    expect(code).toBe(400);
    expect(body.response).toBe("Search text must be 200 characters or fewer.");
  });
});
