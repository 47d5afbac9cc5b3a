import { messages } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { type LibraryFixture, libraryFixture } from "../library/test-support";
import { companyDocuments, documentVersions } from "./tables";

let t: TestApp;
let f: LibraryFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await libraryFixture(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = f.ownerA) => f.post(token, url, payload);
const versionsOf = (documentId: string) =>
  f.db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(asc(documentVersions.version));
const stored = async (id: string) =>
  (await f.db.select().from(companyDocuments).where(eq(companyDocuments.id, id)))[0];
const newDocument = async (fileName: string) =>
  (await post("user/createFile", { fileName })).json().data as { _id: string; version: number };

describe("versions", () => {
  it("lists the history newest first, shows any version and restores one as a new version", async () => {
    const { _id } = await newDocument("History");
    await post("user/savecontent", { fileId: _id, content: "<p>v2</p>", version: 1, notes: "two" });
    await post("user/savecontent", { fileId: _id, content: "<p>v3</p>", version: 2, notes: "three" });
    const list = (await f.get(f.ownerA, `user/document/update_notes/list?fileId=${_id}`)).json();
    expect(list).toMatchObject({ status: 1, total: 3 });
    expect(list.list.map((v: { version: number; notes: string }) => [v.version, v.notes])).toEqual([
      [3, "three"],
      [2, "two"],
      [1, ""],
    ]);
    expect(list.list[0]).toMatchObject({
      createdByName: `${f.a.owner.firstname} ${f.a.owner.lastname}`,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const view = (await f.get(f.ownerA, `user/document/version/view?fileId=${_id}&version=2`)).json();
    expect(view.response).toMatchObject({ version: 2, content: "<p>v2</p>", name: "History" });
    expect(
      (await f.get(f.ownerA, `user/document/version/view?fileId=${_id}&version=9`)).json(),
    ).toMatchObject({ status: 0, response: messages.versionNotFound });

    const restored = await post("user/document/version/restore", { fileId: _id, version: 2 });
    expect(restored.json()).toMatchObject({
      status: 1,
      response: messages.documentRestored,
      data: { version: 4 },
    });
    expect(await stored(_id)).toMatchObject({ content: "<p>v2</p>", version: 4 });
    expect((await versionsOf(_id)).at(-1)).toMatchObject({
      version: 4,
      source: "restore",
      restoredFrom: 2,
      content: "<p>v2</p>",
    });
    expect((await versionsOf(_id)).find((v) => v.version === 3)?.content).toBe("<p>v3</p>");
  });
});
