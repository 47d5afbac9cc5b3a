import { permissions, reviewDueWithinDays, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { folderOutline } from "./overview";
import { companyDocuments } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const get = (url: string, token = f.ownerA) => f.get(token, url);
const daysFromToday = (days: number) => {
  const date = new Date(`${ukToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const setReviewDate = (id: string, reviewDate: string) =>
  f.db.update(companyDocuments).set({ reviewDate }).where(eq(companyDocuments.id, id));

interface IndexBody {
  documentList: { _id: string; folderId: string | null; folderPath: string[]; policyNumber: string }[];
  template: { _id: string; path: string[]; depth: number; parentId: string | null; documentCount: number }[];
  total: number;
}

describe("folderOutline", () => {
  it("orders folders as a tree with paths, and puts a folder whose parent is gone at the top", () => {
    const outline = folderOutline([
      { id: "c", parentId: "a", name: "Child", position: 0 },
      { id: "b", parentId: null, name: "Beta", position: 1 },
      { id: "a", parentId: null, name: "Alpha", position: 0 },
      { id: "o", parentId: "gone", name: "Orphan", position: 5 },
    ]);
    expect(outline.map((folder) => [folder._id, folder.path.join("/"), folder.depth])).toEqual([
      ["a", "Alpha", 0],
      ["c", "Alpha/Child", 1],
      ["b", "Beta", 0],
      ["o", "Orphan", 0],
    ]);
  });
});

describe("GET /user/documents/all", () => {
  let subfolder: string;
  let inSubfolder: string;
  let topLevel: string;
  let binned: string;

  beforeAll(async () => {
    const [first] = await f.foldersOf(f.a.company.id);
    subfolder = (
      await post("user/createsubfolder", { folderName: "Index sub-folder", parentId: first?.id })
    ).json().data._id;
    inSubfolder = (
      await post("user/createFile", { fileName: "Index nested", policyNumber: "IDX-2", folderId: subfolder })
    ).json().data._id;
    topLevel = (await post("user/createFile", { fileName: "Index top", policyNumber: "IDX-1" })).json().data
      ._id;
    binned = (await post("user/createFile", { fileName: "Index binned", policyNumber: "IDX-3" })).json().data
      ._id;
    await post("user/deleteFile", { fileId: binned });
  });

  it("lists every live document folder by folder, each with its folder path", async () => {
    const reply = await get("user/documents/all");
    expect(reply.statusCode).toBe(200);
    const body: IndexBody = reply.json();
    const live = await f.documentsOf(f.a.company.id);
    expect(body.total).toBe(live.length);
    expect(body.documentList.map((d) => d._id).sort()).toEqual(live.map((d) => d.id).sort());
    expect(body.documentList.map((d) => d._id)).not.toContain(binned);
    // Top-level documents first, then folders in tree order.
    expect(body.documentList[0]?._id).toBe(topLevel);
    const folderOrder = body.template.map((folder) => folder._id);
    const positions = body.documentList
      .filter((d) => d.folderId !== null)
      .map((d) => folderOrder.indexOf(d.folderId ?? ""));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const nested = body.documentList.find((d) => d._id === inSubfolder);
    const sub = body.template.find((folder) => folder._id === subfolder);
    expect(sub).toMatchObject({ depth: 1, documentCount: 1 });
    expect(nested?.folderPath).toEqual(sub?.path);
    expect(nested?.folderPath.at(-1)).toBe("Index sub-folder");
    const counted = body.template.reduce((sum, folder) => sum + folder.documentCount, 0);
    expect(counted).toBe(body.documentList.filter((d) => d.folderId !== null).length);
  });

  it("searches by name or policy number", async () => {
    const body: IndexBody = (await get("user/documents/all?searchValue=idx-")).json();
    expect(body.documentList.map((d) => d._id)).toEqual([topLevel, inSubfolder]);
    expect(body.total).toBe(2);
    const none: IndexBody = (await get("user/documents/all?searchValue=nothing-like-this")).json();
    expect(none).toMatchObject({ documentList: [], total: 0 });
  });

  it("never shows another company's documents, and refuses another company's user id", async () => {
    const theirs: IndexBody = (await get("user/documents/all", f.ownerB)).json();
    const mine = new Set((await f.documentsOf(f.a.company.id)).map((d) => d.id));
    expect(theirs.documentList.some((d) => mine.has(d._id))).toBe(false);
    expect(theirs.total).toBe((await f.documentsOf(f.b.company.id)).length);
    expect((await get(`user/documents/all?userId=${f.b.owner.id}`)).statusCode).toBe(403);
  });

  it("needs the Index (or Manage groups) permission for staff, and refuses employees", async () => {
    const without = await f.person("user", [permissions.documents]);
    const withIndex = await f.person("user", [permissions.index]);
    const withGroups = await f.person("user", [permissions.manageGroups]);
    const employee = await f.person("employee");
    expect((await get("user/documents/all", without.token)).statusCode).toBe(403);
    expect((await get("user/documents/all", withIndex.token)).statusCode).toBe(200);
    expect((await get("user/documents/all", withGroups.token)).statusCode).toBe(200);
    expect((await get("user/documents/all", employee.token)).statusCode).toBe(403);
  });
});

describe("recent documents, recent updates and the dashboard", () => {
  let saved: string;
  let reviewed: string;
  let overdue: string;
  let dueSoon: string;

  beforeAll(async () => {
    const docs = await f.documentsOf(f.a.company.id);
    [saved, reviewed, overdue, dueSoon] = docs.slice(0, 4).map((d) => d.id) as [
      string,
      string,
      string,
      string,
    ];
    await post("user/savecontent", {
      fileId: saved,
      content: "<p>New wording</p>",
      version: 1,
      notes: "Updated the wording",
    });
    await post("user/documents/review", { fileId: reviewed, notes: "Checked with the manager" });
    await setReviewDate(overdue, daysFromToday(-2));
    await setReviewDate(dueSoon, daysFromToday(reviewDueWithinDays - 1));
    await post("company/update-bulk-files", { files: [saved, reviewed], actiontype: "published" });
  });

  it("GET /user/recent/documents: what this user saved or reviewed, latest first", async () => {
    const reply = await get("user/recent/documents");
    expect(reply.statusCode).toBe(200);
    const ids = reply.json().list.map((d: { _id: string }) => d._id);
    expect(ids.slice(0, 2)).toEqual([reviewed, saved]);
    const staff = await f.person("user", [permissions.documents]);
    expect((await get("user/recent/documents", staff.token)).json()).toMatchObject({ list: [], total: 0 });
    expect((await get("user/recent/documents", f.ownerB)).json().total).toBe(0);
    expect((await get(`user/recent/documents?userId=${f.b.owner.id}`)).statusCode).toBe(403);
  });

  it("POST /user/recent-updates: saves and reviews, latest first, paged, without the library fill", async () => {
    const reply = await post("user/recent-updates", {});
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    const review = body.list.find((u: { fileId: string }) => u.fileId === reviewed);
    const save = body.list.find((u: { fileId: string; kind: string }) => u.fileId === saved);
    expect(review).toMatchObject({ kind: "review", version: null, notes: "Checked with the manager" });
    expect(review.reviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(save).toMatchObject({ kind: "save", version: 2, notes: "Updated the wording" });
    expect(save.updatedBy).not.toBe("");
    expect(body.list.some((u: { kind: string }) => !["save", "review", "create"].includes(u.kind))).toBe(
      false,
    );
    const times = body.list.map((u: { updatedAt: string }) => u.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    const paged = (await post("user/recent-updates", { skip: 1, limit: 1 })).json();
    expect(paged.list).toHaveLength(1);
    expect(paged.list[0]._id).toBe(body.list[1]._id);
    expect(paged.total).toBe(body.total);
    expect((await post("user/recent-updates", {}, f.ownerB)).json()).toMatchObject({ list: [], total: 0 });
  });

  it("POST /userdashboard: the summary counts and the latest updates of the company only", async () => {
    const binnedBefore = (await post("userdashboard", {})).json().data.counts.inBin;
    const [, , , , , toBin] = await f.documentsOf(f.a.company.id);
    await post("user/deleteFile", { fileId: toBin?.id });
    const reply = await post("userdashboard", { userId: f.a.owner.id });
    expect(reply.statusCode).toBe(200);
    const { counts, recentUpdates } = reply.json().data;
    const live = await f.documentsOf(f.a.company.id);
    const today = ukToday();
    const limit = daysFromToday(reviewDueWithinDays);
    const needReview = live.filter((d) => d.reviewDate <= limit || d.reviewStatus !== "Up to Date").length;
    expect(counts).toEqual({
      documents: live.length,
      needReview,
      overdue: live.filter((d) => d.reviewDate < today).length,
      awaitingUpdate: live.filter((d) => d.updateVersion !== null).length,
      upToDate: live.length - needReview,
      published: live.filter((d) => d.statusType === "published").length,
      inBin: binnedBefore + 1,
    });
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    expect(counts.needReview).toBeGreaterThanOrEqual(2);
    expect(counts.published).toBeGreaterThanOrEqual(2);
    expect(recentUpdates[0].fileId).toBe(reviewed);
    const theirs = (await post("userdashboard", {}, f.ownerB)).json().data;
    expect(theirs.counts.documents).toBe((await f.documentsOf(f.b.company.id)).length);
    expect(theirs.counts.published).toBe(0);
    expect(theirs.recentUpdates).toEqual([]);
  });

  it("refuses another company's user id, employees, and staff without the Dashboard permission", async () => {
    expect((await post("userdashboard", { userId: f.b.owner.id })).statusCode).toBe(403);
    expect((await post("user/recent-updates", { userId: f.b.owner.id })).statusCode).toBe(403);
    const employee = await f.person("employee");
    const staff = await f.person("user", [permissions.documents]);
    const withDashboard = await f.person("user", [permissions.dashboard]);
    const manager = await f.person("user", [permissions.manageUsers]);
    expect((await post("userdashboard", {}, manager.token)).statusCode).toBe(200);
    expect((await post("userdashboard", {}, employee.token)).statusCode).toBe(403);
    expect((await post("userdashboard", {}, staff.token)).statusCode).toBe(403);
    expect((await post("userdashboard", {}, withDashboard.token)).statusCode).toBe(200);
    expect((await post("user/recent-updates", {}, withDashboard.token)).statusCode).toBe(200);
  });
});
