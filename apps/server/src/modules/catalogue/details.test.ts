import { type PackageFolder, packageDefinitions } from "@cloudoc/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
});
afterAll(() => t.close());

interface Doc {
  _id: string;
  name: string;
  slug: string;
  policyNumber: string;
  kind: string;
  summary: string;
}
interface Folder {
  _id: string;
  name: string;
  documents: Doc[];
  folders: Folder[];
}

const details = async (payload: object) => {
  const reply = await t.app.inject({ method: "POST", url: "/api/user/get-subscrption-details", payload });
  return { code: reply.statusCode, body: reply.json() };
};
const flatten = (folders: Folder[]): Doc[] => folders.flatMap((f) => [...f.documents, ...flatten(f.folders)]);
const careHomeFiles = () =>
  contentOrder(packageDefinitions.find((p) => p.slug === "care-home-england")?.folders ?? []).length;
const contentOrder = (folders: readonly PackageFolder[]): string[] =>
  folders.flatMap((f) => [...f.documents, ...contentOrder(f.folders ?? [])]);

describe("POST /api/user/get-subscrption-details", () => {
  it("answers the package with its folder tree and documents", async () => {
    const { code, body } = await details({ slug: "care-home-england" });
    expect(code).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      total: careHomeFiles(),
      response: {
        slug: "care-home-england",
        licenseFee: 499,
        files: careHomeFiles(),
        country: { slug: "england" },
      },
    });
    const folders: Folder[] = body.response.folders;
    expect(folders[0]?.name).toBe("Safeguarding and Rights");
    const safeguarding = folders.find((f) => f.name === "Safeguarding and Rights");
    expect(safeguarding?.documents[0]).toMatchObject({
      name: "Safeguarding Adults",
      policyNumber: "ENG-SR-01",
      kind: "policy",
      slug: "safeguarding-adults-england",
    });
    expect(safeguarding?.documents[0]?.summary).toContain("abuse or neglect");
    const definition = packageDefinitions.find((p) => p.slug === "care-home-england");
    expect(definition).toBeDefined();
    expect(flatten(folders).map((d) => d.policyNumber)).toEqual(contentOrder(definition?.folders ?? []));
  });

  it("pages the documents in tree order, keeping only the folders of the page", async () => {
    const all = flatten((await details({ slug: "care-home-england" })).body.response.folders);
    const first = await details({ slug: "care-home-england", limit: 5 });
    expect(first.body.total).toBe(all.length);
    expect(all.length).toBe(
      contentOrder(packageDefinitions.find((p) => p.slug === "care-home-england")?.folders ?? []).length,
    );
    expect(first.body.response.folders.map((f: Folder) => f.name)).toEqual(["Safeguarding and Rights"]);
    expect(flatten(first.body.response.folders)).toEqual(all.slice(0, 5));
    const later = await details({ slug: "care-home-england", skip: 10, limit: 5 });
    expect(flatten(later.body.response.folders)).toEqual(all.slice(10, 15));
    const crossing = await details({ slug: "care-home-england", skip: 10, limit: 4 });
    expect(crossing.body.response.folders.map((f: Folder) => f.name)).toEqual([
      "Safeguarding and Rights",
      "Care Delivery",
    ]);
  });

  it("searches the documents on title and policy number", async () => {
    const medication = await details({ slug: "care-home-england", search: "medication" });
    const found = flatten(medication.body.response.folders);
    expect(found.length).toBeGreaterThan(0);
    expect(medication.body.total).toBe(found.length);
    expect(found.every((d) => /medication/i.test(d.name))).toBe(true);
    expect(found.map((d) => d.policyNumber)).toContain("ENG-CD-03");
    const byNumber = await details({ slug: "care-home-england", search: "eng-sr-01" });
    expect(flatten(byNumber.body.response.folders).map((d) => d.policyNumber)).toEqual(["ENG-SR-01"]);
    const none = await details({ slug: "care-home-england", search: "zebra" });
    expect(none.body).toMatchObject({
      status: 1,
      total: 0,
      response: { folders: [], files: careHomeFiles() },
    });
  });

  it("answers 404 'No records found' for an unknown package", async () => {
    const { code, body } = await details({ slug: "care-home-atlantis" });
    expect(code).toBe(404);
    expect(body).toEqual({ status: 0, response: "No records found" });
  });

  it.each([
    [{}, "slug"],
    [{ slug: "Care Home!" }, "slug"],
    [{ slug: "care-home-england", skip: -3 }, "skip"],
    [{ slug: "care-home-england", search: "x".repeat(201) }, "search"],
  ])("refuses %j with 400", async (payload, field) => {
    const { code, body } = await details(payload);
    expect(code).toBe(400);
    expect(body.status).toBe(0);
    expect(body.errors[0].field).toBe(field);
  });
});
