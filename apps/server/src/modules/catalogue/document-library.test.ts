import { documentTemplates as contentTemplates, packageDefinitions } from "@cloudoc/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibrary } from "../../seed/library";
import { createTestApp, type TestApp } from "../../testing/app";
import { documentTemplates } from "./tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibrary(t.app.platform.db);
});
afterAll(() => t.close());

interface File {
  _id: string;
  name: string;
  slug: string;
  policyNumber: string;
  kind: string;
  summary: string;
  country: { name: string; slug: string; flag: string };
  packages: string[];
}
interface Reply {
  status: number;
  response: string;
  data: { file: File[]; totalCount: number };
  errors?: { field: string; message: string }[];
}

const search = async (payload?: object) => {
  const reply = await t.app.inject({ method: "POST", url: "/api/company/documentlibrary/getdata", payload });
  return { code: reply.statusCode, body: reply.json() as Reply };
};

describe("POST /api/company/documentlibrary/getdata", () => {
  it("lists every published document alphabetically, 10 a page, with its packages", async () => {
    const { code, body } = await search({});
    expect(code).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data.totalCount).toBe(contentTemplates.length);
    const byTitle = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    const titles = [...contentTemplates].map((d) => d.title).sort(byTitle);
    expect(body.data.file.map((f) => f.name)).toHaveLength(10);
    expect(body.data.file[0]?.name).toBe(titles[0]);
    // The largest page is 100 documents: the library is read a page at a time.
    const pageNumbers = Array.from({ length: Math.ceil(contentTemplates.length / 100) }, (_, i) => i + 1);
    const pages = await Promise.all(pageNumbers.map((pageNumber) => search({ limit: 100, pageNumber })));
    const names = pages.flatMap((page) => page.body.data.file.map((f) => f.name));
    expect(names).toHaveLength(contentTemplates.length);
    expect(names).toEqual(titles);
  });

  it("answers a body-less call with the first page", async () => {
    const { code, body } = await search();
    expect(code).toBe(200);
    expect(body.data.file).toHaveLength(10);
  });

  it("ranks the medication policies first for 'medication'", async () => {
    const { body } = await search({ doclibSearch: "medication", limit: 20 });
    expect(body.status).toBe(1);
    const titles = body.data.file.map((f) => f.name);
    const titled = titles.filter((title) => /medication/i.test(title));
    expect(titled.length).toBeGreaterThanOrEqual(5);
    expect(titles.slice(0, titled.length)).toEqual(titled);
    expect(titles[0]).toMatch(/^Medication/);
    expect(body.data.totalCount).toBeGreaterThan(titled.length);
  });

  it("finds a document by its policy number, exact match first", async () => {
    for (const text of ["ENG-SR-01", "eng-sr-01"]) {
      const { body } = await search({ doclibSearch: text });
      expect(body.data.file[0]).toMatchObject({
        name: "Safeguarding Adults",
        policyNumber: "ENG-SR-01",
        kind: "policy",
        country: { name: "England", slug: "england", flag: "/content/flags/england.svg" },
      });
      expect(body.data.file[0]?.packages).toEqual(expect.arrayContaining(["Care Home Policies (England)"]));
      // An agency is not a CQC-registered provider: it gets its own safeguarding policy (STF-05).
      expect(body.data.file[0]?.packages).not.toContain("Temporary Staffing Agency Policies");
    }
    const prefix = await search({ doclibSearch: "STF-0", limit: 50 });
    const numbers = prefix.body.data.file.map((f) => f.policyNumber);
    const starting = contentTemplates.map((d) => d.policyNumber).filter((n) => /^STF-0\d$/.test(n));
    expect(numbers.slice(0, starting.length).sort()).toEqual(starting.sort());
    expect(numbers.every((number) => number.startsWith("STF-"))).toBe(true);
  });

  it("filters by nation and by the service type of the packages", async () => {
    const wales = await search({ country: "wales", limit: 100 });
    expect(wales.body.data.totalCount).toBe(contentTemplates.filter((d) => d.nation === "wales").length);
    expect(wales.body.data.file.every((f) => f.country.slug === "wales")).toBe(true);
    const children = await search({ category: ["children-s-home"], limit: 100 });
    expect(children.body.data.totalCount).toBeGreaterThan(0);
    const childrensHomes = packageDefinitions
      .filter((p) => p.serviceType === "children-s-home")
      .map((p) => p.name);
    expect(childrensHomes.length).toBeGreaterThan(1);
    expect(
      children.body.data.file.every((f) => f.packages.some((name) => childrensHomes.includes(name))),
    ).toBe(true);
    const both = await search({ category: "care-home", country: "scotland", doclibSearch: "medication" });
    expect(both.body.data.file[0]?.name).toBe("Medication Management (Scotland)");
    expect(both.body.data.file.every((f) => f.country.slug === "scotland")).toBe(true);
  });

  it("pages by skip or by pageNumber", async () => {
    const bySkip = await search({ skip: 10, limit: 10 });
    const byPage = await search({ pageNumber: 2, limit: 10 });
    expect(byPage.body.data.file).toEqual(bySkip.body.data.file);
    expect(byPage.body.data.totalCount).toBe(contentTemplates.length);
    const first = await search({ pageNumber: 1, limit: 10 });
    expect(first.body.data.file.map((f) => f._id)).not.toContain(bySkip.body.data.file[0]?._id);
    const past = await search({ skip: contentTemplates.length + 10 });
    expect(past.body).toMatchObject({ status: 2, data: { file: [], totalCount: contentTemplates.length } });
  });

  it("answers status 2 with nothing found", async () => {
    const { code, body } = await search({ doclibSearch: "zebra crossing" });
    expect(code).toBe(200);
    expect(body).toEqual({ status: 2, response: "No records found", data: { file: [], totalCount: 0 } });
  });

  it.each([
    [{ limit: 0 }, "limit", "Limit must be a whole number, 1 or more."],
    [{ pageNumber: 0 }, "pageNumber", "Page number must be a whole number, 1 or more."],
    [{ doclibSearch: "x".repeat(201) }, "doclibSearch", "Search text must be 200 characters or fewer."],
    [
      { country: "Wales; drop table" },
      "country.0",
      "Filters must be slugs such as england or care-home, separated by commas.",
    ],
  ])("refuses %j with 400", async (payload, field, message) => {
    const { code, body } = await search(payload);
    expect(code).toBe(400);
    expect(body).toMatchObject({ status: 0, response: message, errors: [{ field, message }] });
  });

  it("caps a page at 100 documents", async () => {
    const extra = Array.from({ length: 20 }, (_, i) => ({
      policyNumber: `TST-${String(i).padStart(2, "0")}`,
      title: `Test Document ${i}`,
      slug: `test-document-${i}`,
      kind: "policy" as const,
      nation: "england",
      audience: "adult" as const,
      folder: "Tests",
      summary: "A document added by the test.",
      content: "<p>Test</p>",
    }));
    await t.app.platform.db.insert(documentTemplates).values(extra);
    const { code, body } = await search({ limit: 1000 });
    expect(code).toBe(200);
    expect(body.data.totalCount).toBe(contentTemplates.length + 20);
    expect(body.data.file).toHaveLength(100);
  });
});
