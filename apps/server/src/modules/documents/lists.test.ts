import { messages, reviewDueWithinDays, ukToday } from "@cloudoc/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { oneYearAhead } from "./reviews";
import { companyDocuments, documentReviews, documentVersions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const ids = (body: { list: { _id: string }[] }) => body.list.map((d) => d._id);
const daysFromToday = (days: number) => {
  const date = new Date(`${ukToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const setReviewDate = (id: string, reviewDate: string) =>
  f.db.update(companyDocuments).set({ reviewDate }).where(eq(companyDocuments.id, id));

describe("POST /user/document/search", () => {
  let folderId: string;
  let byNumber: string;
  let byName: string;
  let byContent: string;

  beforeAll(async () => {
    folderId = (await post("user/createfolder", { folderName: "Search folder" })).json().data._id;
    const make = async (fileName: string, policyNumber: string, content: string, folder?: string) => {
      const id = (await post("user/createFile", { fileName, policyNumber, folderId: folder })).json().data
        ._id;
      await post("user/savecontent", { fileId: id, content, version: 1 });
      return id;
    };
    byContent = await make(
      "Garden safety",
      "GS-01",
      "<p>Keep the zebra crossing clear of residents' chairs.</p>",
    );
    byName = await make("Zebra crossing visits", "ZV-01", "<p>Walks to the shops.</p>", folderId);
    byNumber = await make("Road safety", "ZEBRA", "<p>Traffic.</p>", folderId);
  });

  it("ranks an exact policy number first, then names, then content, with a marked snippet", async () => {
    const reply = await post("user/document/search", { search: "zebra" });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 1, total: 3 });
    expect(ids(body)).toEqual([byNumber, byName, byContent]);
    expect(body.list[2].snippet).toContain("<mark>zebra</mark>");
    expect(body.list[0].rank).toBeGreaterThan(body.list[2].rank);
  });

  it("matches word prefixes and stems, and every word must match", async () => {
    expect(ids((await post("user/document/search", { search: "zebr" })).json())).toHaveLength(3);
    // The library's own documents may mention crossings too: only this test's are looked at.
    const crossings = ids((await post("user/document/search", { search: "crossings" })).json());
    expect(crossings.filter((id) => [byContent, byName, byNumber].includes(id)).sort()).toEqual(
      [byContent, byName].sort(),
    );
    expect(ids((await post("user/document/search", { search: "zebra shops" })).json())).toEqual([byName]);
  });

  it("searches inside the open folder and its sub-folders only", async () => {
    const body = (await post("user/document/search", { search: "zebra", clickedFolderId: folderId })).json();
    expect(ids(body)).toEqual([byNumber, byName]);
    const [other] = await f.foldersOf(f.b.company.id);
    expect(
      (await post("user/document/search", { search: "zebra", clickedFolderId: other?.id })).statusCode,
    ).toBe(404);
  });

  it("answers an empty list for empty search text, and never another company's documents", async () => {
    expect((await post("user/document/search", { search: "  " })).json()).toMatchObject({
      status: 1,
      list: [],
      total: 0,
    });
    expect((await post("user/document/search", { search: "zebra" }, f.ownerB)).json().total).toBe(0);
    const [filled] = await f.documentsOf(f.a.company.id);
    const hits = ids((await post("user/document/search", { search: filled?.policyNumber ?? "" })).json());
    expect(hits[0]).toBe(filled?.id);
  });
});

describe("need review, up to date and reviews", () => {
  let overdue: string;
  let soon: string;
  let later: string;

  beforeAll(async () => {
    const docs = await f.documentsOf(f.a.company.id);
    [overdue, soon, later] = docs.slice(0, 3).map((d) => d.id) as [string, string, string];
    await setReviewDate(overdue, daysFromToday(-3));
    await setReviewDate(soon, daysFromToday(reviewDueWithinDays));
    await setReviewDate(later, daysFromToday(reviewDueWithinDays + 1));
  });

  it("lists documents whose review date has passed or is within 30 days, soonest first", async () => {
    const body = (await f.get(f.ownerA, "user/needreview/documents")).json();
    expect(ids(body)).toEqual([overdue, soon]);
    expect(body.list.map((d: { review_status: string }) => d.review_status)).toEqual([
      "Overdue",
      "Review Due",
    ]);
    const upToDate = (await f.get(f.ownerA, "user/uptodate/documents?limit=100")).json();
    expect(ids(upToDate)).toContain(later);
    expect(ids(upToDate)).not.toContain(soon);
    expect(upToDate.list.every((d: { review_status: string }) => d.review_status === "Up to Date")).toBe(
      true,
    );
    const viaLists = (await post("user/get-document-lists", { type: "needreview" })).json();
    expect(ids(viaLists)).toEqual([overdue, soon]);
  });

  it("a review sets Up to Date with the next review date (a year ahead by default) and keeps a record", async () => {
    const reply = await post("user/documents/review", {
      fileId: overdue,
      notes: "Read through with the manager",
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentReviewed,
      data: { fileId: overdue, review_date: oneYearAhead() },
    });
    const [row] = await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, overdue));
    expect(row).toMatchObject({ reviewStatus: "Up to Date", reviewDate: oneYearAhead(), version: 1 });
    expect(
      await f.db.select().from(documentReviews).where(eq(documentReviews.documentId, overdue)),
    ).toMatchObject([
      { notes: "Read through with the manager", nextReviewDate: oneYearAhead(), reviewedBy: f.a.owner.id },
    ]);
    expect(ids((await f.get(f.ownerA, "user/needreview/documents")).json())).toEqual([soon]);
    const chosen = daysFromToday(200);
    const dated = await post("user/documents/review", { fileId: soon, review_date: chosen });
    expect(dated.json().data.review_date).toBe(chosen);
    expect((await f.get(f.ownerA, "user/needreview/documents")).json()).toMatchObject({ list: [], total: 0 });
    expect(
      (await post("user/documents/review", { fileId: soon, review_date: "31/02/2030" })).json().response,
    ).toBe(messages.reviewDateInvalid);
  });

  it("reviews several documents at once", async () => {
    await setReviewDate(overdue, daysFromToday(-1));
    await setReviewDate(soon, daysFromToday(1));
    const reply = await post("user/documents/bulkreview", {
      files: [overdue, { _id: soon }],
      notes: "Annual",
    });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentsReviewed,
      data: { updated: 2 },
    });
    expect((await f.get(f.ownerA, "user/needreview/documents")).json().total).toBe(0);
    expect((await post("user/documents/bulkreview", { files: [] })).json().response).toBe(
      messages.selectDocuments,
    );
  });
});

describe("POST /company/update-bulk-files", () => {
  it("publishes and unpublishes several documents", async () => {
    const docs = (await f.documentsOf(f.a.company.id)).slice(0, 2).map((d) => d.id);
    const reply = await post("company/update-bulk-files", { files: docs, actiontype: "published" });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentsUpdated,
      data: { updated: 2 },
    });
    expect(ids((await post("user/get-document-lists", { type: "published" })).json()).sort()).toEqual(
      [...docs].sort(),
    );
    await post("company/update-bulk-files", { files: docs, actiontype: "unpublished" });
    expect((await post("user/get-document-lists", { type: "published" })).json().total).toBe(0);
    expect(
      (await post("company/update-bulk-files", { files: docs, actiontype: "burn" })).json().response,
    ).toBe(messages.bulkActionInvalid);
  });

  it("overwrites library documents with the master wording as a new version, skipping the company's own", async () => {
    const [library] = await f.documentsOf(f.a.company.id);
    const own = (await post("user/createFile", { fileName: "Own" })).json().data._id;
    await post("user/savecontent", {
      fileId: library?.id,
      content: "<p>Our wording</p>",
      version: library?.version,
    });
    const reply = await post("company/update-bulk-files", {
      files: [library?.id, own],
      actiontype: "overwritten",
    });
    expect(reply.json()).toMatchObject({ status: 1, data: { updated: 1, skipped: 1 } });
    const [after] = await f.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, library?.id ?? ""));
    expect(after?.content).toBe(library?.content);
    const versions = await f.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, library?.id ?? ""));
    expect(versions.map((v) => v.source).sort()).toEqual(["library", "overwrite", "save"]);
    expect(versions.find((v) => v.source === "save")?.content).toBe("<p>Our wording</p>");
  });

  it("moves several documents to the bin, or reviews them", async () => {
    const made = [];
    for (const name of ["Bulk one", "Bulk two"])
      made.push((await post("user/createFile", { fileName: name })).json().data._id);
    const reply = await post("company/update-bulk-files", { files: made, actiontype: "deleted" });
    expect(reply.json()).toMatchObject({
      status: 1,
      response: messages.documentDeleted,
      data: { updated: 2 },
    });
    const binned = await f.db.select().from(companyDocuments).where(inArray(companyDocuments.id, made));
    expect(binned.every((d) => d.deletedAt !== null)).toBe(true);
    const again = await post("company/update-bulk-files", { files: made, actiontype: "review" });
    expect(again.statusCode).toBe(404);
  });

  it("changes nothing when one of the documents is another company's", async () => {
    const [mine] = await f.documentsOf(f.a.company.id);
    const [theirs] = await f.documentsOf(f.b.company.id);
    const reply = await post("company/update-bulk-files", {
      files: [mine?.id, theirs?.id],
      actiontype: "published",
    });
    expect(reply.statusCode).toBe(404);
    const [row] = await f.db
      .select()
      .from(companyDocuments)
      .where(and(eq(companyDocuments.id, mine?.id ?? ""), eq(companyDocuments.statusType, "published")));
    expect(row).toBeUndefined();
  });
});

describe("recently updated and document lists", () => {
  it("lists the latest changes first, searched by name and by nation", async () => {
    const id = (await post("user/createFile", { fileName: "Freshly made" })).json().data._id;
    const body = (await post("user/document/recently-updated", {})).json();
    expect(body.list[0]._id).toBe(id);
    expect(body.list).toHaveLength(10);
    expect(ids((await post("user/document/recently-updated", { searchvalue: "freshly" })).json())).toEqual([
      id,
    ]);
    const wales = (await post("user/document/recently-updated", { countryId: "wales", limit: 100 })).json();
    expect(wales.total).toBeGreaterThan(0);
    expect(ids(wales)).not.toContain(id);
    expect((await post("user/document/recently-updated", { countryId: "scotland" })).json().total).toBe(0);
  });

  it("pages every list with skip and limit (at most 100) and a total", async () => {
    const all = (await post("user/get-document-lists", { type: "all", limit: 1000 })).json();
    expect(all.list.length).toBe(Math.min(all.total, 100));
    const second = (await post("user/get-document-lists", { skip: 1, limit: 1 })).json();
    expect(ids(second)).toEqual([all.list[1]._id]);
    expect((await post("user/get-document-lists", { type: "all", skip: -1 })).json().response).toBe(
      messages.skipInvalid,
    );
    expect((await post("user/get-document-lists", { type: "recent", value: "Freshly" })).json().total).toBe(
      1,
    );
  });
});
