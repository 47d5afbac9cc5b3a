import { defaultSiteSettings, adminCatalogueMessages as m, messages } from "@cloudoc/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs } from "../../../testing/commerce";
import { createCompanyWithOwner } from "../../../testing/factories";
import { signIn } from "../../../testing/session";
import { companyDocuments } from "../../documents/tables";
import { fillCompanyLibrary } from "../../library/fill";
import { ensureSiteSettings } from "../../settings/service";
import { siteSettings } from "../../settings/tables";
import { packages } from "../tables";
import { type CatalogueFixture, catalogueFixture } from "./test-support";

let f: CatalogueFixture;
beforeAll(async () => {
  f = await catalogueFixture();
});
afterAll(() => f.t.close());

const fields = {
  name: "Shared Lives Policies (Wales)",
  slug: "shared-lives-wales",
  licenceFee: 349.99,
  description: "<p>For <strong>shared lives</strong> schemes in Wales.</p><script>alert(1)</script>",
  country: "wales",
  serviceType: "supported-living",
  regulator: "ciw-wales",
  categories: ["supported-living"],
};
const publicList = async () =>
  (await f.t.app.inject({ method: "GET", url: "/api/user/get-subscription-lists?limit=100" })).json() as {
    list: { slug: string; files: number; name: string }[];
  };
const packageCount = async () => (await f.db.select({ n: count() }).from(packages))[0]?.n;

describe("packages in the console", () => {
  let id: string;

  it("creates a package withdrawn, its fee in pence and its description sanitised", async () => {
    const { code, json } = await f.post("/admin/package/save", fields);
    expect(code).toBe(200);
    id = json.response.id;
    expect(json.response).toMatchObject({
      slug: "shared-lives-wales",
      licenceFee: 349.99,
      published: false,
      documentCount: 0,
      onOffer: false,
      image: "",
    });
    expect(json.response.description).toBe("<p>For <strong>shared lives</strong> schemes in Wales.</p>");
    const [row] = await f.db.select().from(packages).where(eq(packages.id, id));
    expect(row?.licenseFeePence).toBe(34999);
    expect((await f.audit("admin.package.saved", id))?.detail).toMatchObject({
      created: true,
      licenseFeePence: 34999,
    });
    expect((await publicList()).list.map((p) => p.slug)).not.toContain("shared-lives-wales");
  });

  it("refuses bad prices, slugs and references with a clear message, saving nothing", async () => {
    const before = await packageCount();
    const cases: [object, string, string][] = [
      [{ licenceFee: -1 }, "licenceFee", m.licenceFeeInvalid],
      [{ licenceFee: 10.123 }, "licenceFee", m.licenceFeeInvalid],
      [{ licenceFee: "ten" }, "licenceFee", m.licenceFeeInvalid],
      [{ slug: "Not A Slug" }, "slug", messages.slugInvalid],
      [{ slug: "care-home-england" }, "slug", m.slugTaken],
      [{ country: "atlantis" }, "country", m.countryRequired],
      [{ serviceType: "spa" }, "serviceType", m.serviceTypeRequired],
      [{ regulator: "cqc-england" }, "regulator", m.regulatorInvalid],
      [{ categories: ["spa"] }, "categories", m.categoriesInvalid],
      [{ name: "" }, "name", m.nameRequired],
    ];
    for (const [change, field, message] of cases) {
      const { code, json } = await f.post("/admin/package/save", {
        ...fields,
        slug: "another-package",
        ...change,
      });
      expect({ change, code }).toEqual({ change, code: 400 });
      expect(json.errors).toContainEqual({ field, message });
    }
    expect(await packageCount()).toBe(before);
  });

  it("edits every field, and refuses to publish while the package holds no template", async () => {
    const edited = await f.post("/admin/package/save", {
      ...fields,
      id,
      licenceFee: "120.5",
      regulator: null,
      categories: [],
    });
    expect(edited.json.response).toMatchObject({ licenceFee: 120.5, regulator: null, categories: [] });
    const empty = await f.post("/admin/package/publish", { id, published: true });
    expect(empty.code).toBe(400);
    expect(empty.json.response).toBe(m.packageEmpty);
    expect((await f.post("/admin/package/view", { id })).json.response.published).toBe(false);
    const unknown = await f.post("/admin/package/save", {
      ...fields,
      id: "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f",
    });
    expect(unknown.code).toBe(404);
  });

  it("lists every package with filters, withdrawn ones included, with counts and the offer", async () => {
    const all = await f.post("/admin/package/list", {});
    expect(all.json.total).toBe((await packageCount()) ?? 0);
    const withdrawn = await f.post("/admin/package/list", { status: "withdrawn" });
    expect(withdrawn.json.list.map((p: { slug: string }) => p.slug)).toEqual(["shared-lives-wales"]);
    const wales = await f.post("/admin/package/list", { country: "wales", search: "shared lives" });
    expect(wales.json.list).toEqual([
      expect.objectContaining({
        slug: "shared-lives-wales",
        countryName: "Wales",
        published: false,
        documentCount: 0,
      }),
    ]);
    const careHome = await f.post("/admin/package/list", { search: "care home england" });
    expect(careHome.json.list[0]).toMatchObject({
      slug: "care-home-england",
      licenceFee: 499,
      published: true,
    });
    expect(careHome.json.list[0].documentCount).toBeGreaterThan(0);
    await ensureSiteSettings(f.db);
    await f.db
      .update(siteSettings)
      .set({
        data: {
          ...defaultSiteSettings,
          offerStatus: 1,
          packagediscountStatus: 1,
          offerPackageIDS: ["care-home-england"],
        },
      })
      .where(eq(siteSettings.id, 1));
    const offered = await f.post("/admin/package/list", { search: "care home" });
    const onOffer = offered.json.list
      .filter((p: { onOffer: boolean }) => p.onOffer)
      .map((p: { slug: string }) => p.slug);
    expect(onOffer).toEqual(["care-home-england"]);
    const none = await f.post("/admin/package/list", { search: "atlantis" });
    expect(none.json).toEqual({ status: 2, response: messages.noRecordsFound, list: [], total: 0 });
  });
});

describe("withdrawing a package", () => {
  it("takes it off sale at once; its subscribers keep their documents, and a fill still copies it", async () => {
    const packageId = f.ids.packageId("care-home-wales");
    expect((await publicList()).list.map((p) => p.slug)).toContain("care-home-wales");
    const subscriber = await createCompanyWithOwner(f.db);
    await fillCompanyLibrary(f.db, {
      companyId: subscriber.company.id,
      packageIds: [packageId],
      templateIds: [],
    });
    const documentsOf = async (companyId: string) =>
      (
        await f.db
          .select({ n: count() })
          .from(companyDocuments)
          .where(eq(companyDocuments.companyId, companyId))
      )[0]?.n;
    const held = await documentsOf(subscriber.company.id);
    expect(held).toBeGreaterThan(0);

    const { code, json } = await f.post("/admin/package/publish", { id: packageId, published: false });
    expect(code).toBe(200);
    expect(json.response.published).toBe(false);
    expect(await f.audit("admin.package.withdrawn", packageId)).toBeDefined();

    expect((await publicList()).list.map((p) => p.slug)).not.toContain("care-home-wales");
    const details = await f.t.app.inject({
      method: "POST",
      url: "/api/user/get-subscrption-details",
      payload: { slug: "care-home-wales" },
    });
    expect(details.statusCode).toBe(404);
    const buyer = await createCompanyWithOwner(f.db);
    const token = (await signIn(f.t.app, buyer.owner.email)).authToken;
    expect((await postAs(f.t.app, token, "user/add-to-cart", { packageId })).statusCode).toBe(404);

    expect(await documentsOf(subscriber.company.id)).toBe(held);
    const late = await createCompanyWithOwner(f.db);
    await fillCompanyLibrary(f.db, { companyId: late.company.id, packageIds: [packageId], templateIds: [] });
    expect(await documentsOf(late.company.id)).toBe(held);

    const republished = await f.post("/admin/package/publish", { id: packageId, published: true });
    expect(republished.json.response.published).toBe(true);
    expect(await f.audit("admin.package.published", packageId)).toBeDefined();
    expect((await publicList()).list.map((p) => p.slug)).toContain("care-home-wales");
  });
});
