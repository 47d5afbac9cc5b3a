import { adminCatalogueMessages as m } from "@cloudoc/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTemplates, packages } from "../tables";
import { type CatalogueFixture, catalogueFixture } from "./test-support";

let f: CatalogueFixture;
let packageId: string;
let templates: { id: string; policyNumber: string }[];
beforeAll(async () => {
  f = await catalogueFixture();
  const created = await f.post("/admin/package/save", {
    name: "Tree test",
    slug: "tree-test",
    licenceFee: 10,
    description: "",
    country: "england",
    serviceType: "care-home",
  });
  packageId = created.json.response.id;
  templates = await f.db
    .select({ id: documentTemplates.id, policyNumber: documentTemplates.policyNumber })
    .from(documentTemplates)
    .where(eq(documentTemplates.nation, "england"))
    .orderBy(asc(documentTemplates.policyNumber))
    .limit(3);
});
afterAll(() => f.t.close());

interface Node {
  id: string;
  name: string;
  documents: { id: string; policyNumber: string }[];
  folders: Node[];
}
/** The tree as names and policy numbers, for comparing shapes. */
const shape = (nodes: Node[]): unknown[] =>
  nodes.map((n) => ({ [n.name]: [...n.documents.map((d) => d.policyNumber), ...shape(n.folders)] }));
const tree = async () =>
  (await f.post("/admin/subscription/get_json_folder_list", { id: packageId })).json.response as Node[];
const folderId = async (name: string) => {
  const find = (nodes: Node[]): Node | undefined =>
    nodes.find((n) => n.name === name) ?? nodes.map((n) => find(n.folders)).find(Boolean);
  const found = find(await tree());
  if (!found) throw new Error(`no folder ${name}`);
  return found.id;
};
const documentCount = async (id = packageId) =>
  (await f.db.select({ n: packages.documentCount }).from(packages).where(eq(packages.id, id)))[0]?.n;
const number = (i: number) => templates[i]?.policyNumber;
const template = (i: number) => templates[i]?.id ?? "";

describe("a package's folder tree", () => {
  it("adds folders, nested and in order, and renames one", async () => {
    expect(await tree()).toEqual([]);
    await f.post("/admin/package/folder/save", { packageId, name: "Policies" });
    await f.post("/admin/package/folder/save", { packageId, name: "Forms" });
    const nested = await f.post("/admin/package/folder/save", {
      packageId,
      parentId: await folderId("Policies"),
      name: "Safeguarding",
    });
    expect(shape(nested.json.response)).toEqual([{ Policies: [{ Safeguarding: [] }] }, { Forms: [] }]);
    expect((await f.audit("admin.package.folder.saved", packageId))?.detail).toMatchObject({
      name: "Safeguarding",
    });
    const renamed = await f.post("/admin/package/folder/save", {
      packageId,
      folderId: await folderId("Forms"),
      name: "Forms and records",
    });
    expect(shape(renamed.json.response)).toEqual([
      { Policies: [{ Safeguarding: [] }] },
      { "Forms and records": [] },
    ]);
    const blank = await f.post("/admin/package/folder/save", { packageId, name: "  " });
    expect(blank.code).toBe(400);
  });

  it("adds templates in order, keeps the count, and refuses one already in the package", async () => {
    const safeguarding = await folderId("Safeguarding");
    const added = await f.post("/admin/package/template/add", {
      packageId,
      folderId: safeguarding,
      templateIds: [template(0), template(1)],
    });
    expect(shape(added.json.response)).toEqual([
      { Policies: [{ Safeguarding: [number(0), number(1)] }] },
      { "Forms and records": [] },
    ]);
    expect(await documentCount()).toBe(2);
    expect((await f.audit("admin.package.template.added", packageId))?.detail).toMatchObject({
      templateIds: [template(0), template(1)],
    });
    const again = await f.post("/admin/package/template/add", {
      packageId,
      folderId: await folderId("Forms and records"),
      templateIds: [template(1)],
    });
    expect(again.code).toBe(400);
    expect(again.json.response).toBe(m.templateInPackage);
    expect(await documentCount()).toBe(2);
  });

  it("moves templates within a folder and into another", async () => {
    const safeguarding = await folderId("Safeguarding");
    const forms = await folderId("Forms and records");
    const reordered = await f.post("/admin/package/template/move", {
      packageId,
      templateId: template(1),
      fromFolderId: safeguarding,
      folderId: safeguarding,
      position: 0,
    });
    expect(shape(reordered.json.response)[0]).toEqual({
      Policies: [{ Safeguarding: [number(1), number(0)] }],
    });
    const moved = await f.post("/admin/package/template/move", {
      packageId,
      templateId: template(0),
      fromFolderId: safeguarding,
      folderId: forms,
      position: 5,
    });
    expect(shape(moved.json.response)).toEqual([
      { Policies: [{ Safeguarding: [number(1)] }] },
      { "Forms and records": [number(0)] },
    ]);
    expect(await f.audit("admin.package.template.moved", packageId)).toBeDefined();
  });

  it("moves folders, but never into themselves", async () => {
    const moved = await f.post("/admin/package/folder/move", {
      packageId,
      folderId: await folderId("Forms and records"),
      parentId: null,
      position: 0,
    });
    expect(shape(moved.json.response).map((n) => Object.keys(n as object)[0])).toEqual([
      "Forms and records",
      "Policies",
    ]);
    const intoChild = await f.post("/admin/package/folder/move", {
      packageId,
      folderId: await folderId("Policies"),
      parentId: await folderId("Safeguarding"),
      position: 0,
    });
    expect(intoChild.code).toBe(400);
    expect(intoChild.json.response).toBe(m.folderMoveIntoItself);
    const under = await f.post("/admin/package/folder/move", {
      packageId,
      folderId: await folderId("Safeguarding"),
      parentId: await folderId("Forms and records"),
      position: 0,
    });
    expect(shape(under.json.response)).toEqual([
      { "Forms and records": [number(0), { Safeguarding: [number(1)] }] },
      { Policies: [] },
    ]);
  });

  it("deletes an empty folder; a full one only with its templates taken out, which stay in the library", async () => {
    const emptied = await f.post("/admin/package/folder/delete", {
      packageId,
      folderId: await folderId("Policies"),
    });
    expect(shape(emptied.json.response)).toEqual([
      { "Forms and records": [number(0), { Safeguarding: [number(1)] }] },
    ]);
    const full = await f.post("/admin/package/folder/delete", {
      packageId,
      folderId: await folderId("Forms and records"),
    });
    expect(full.code).toBe(400);
    expect(full.json.response).toBe(m.folderNotEmpty);
    expect(await documentCount()).toBe(2);
    const removed = await f.post("/admin/package/folder/delete", {
      packageId,
      folderId: await folderId("Forms and records"),
      removeTemplates: true,
    });
    expect(removed.json.response).toEqual([]);
    expect(await documentCount()).toBe(0);
    expect((await f.audit("admin.package.folder.deleted", packageId))?.detail).toMatchObject({
      folders: 2,
      templatesRemoved: 2,
    });
    const kept = await f.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, template(0)));
    expect(kept).toHaveLength(1);
  });

  it("answers 404 for a folder of another package or a template not in the folder", async () => {
    const other = await f.post("/admin/subscription/get_json_folder_list", {
      id: f.ids.packageId("care-home-england"),
    });
    const foreignFolder = other.json.response[0].id;
    const rename = await f.post("/admin/package/folder/save", {
      packageId,
      folderId: foreignFolder,
      name: "Mine now",
    });
    expect(rename.code).toBe(404);
    const remove = await f.post("/admin/package/template/remove", {
      packageId,
      folderId: foreignFolder,
      templateId: template(0),
    });
    expect(remove.code).toBe(404);
    const unknownPackage = await f.post("/admin/subscription/get_json_folder_list", {
      id: "5f0c2a8e-1d3b-4c6a-9e7f-0a1b2c3d4e5f",
    });
    expect(unknownPackage.code).toBe(404);
  });

  it("shows a change to a published package's tree in the public list at once", async () => {
    const careHome = f.ids.packageId("care-home-england");
    const publicFiles = async () => {
      const reply = await f.t.app.inject({
        method: "GET",
        url: "/api/user/get-subscription-lists?countries=england&limit=100",
      });
      return reply.json().list.find((p: { slug: string }) => p.slug === "care-home-england").files as number;
    };
    const before = await publicFiles();
    expect(before).toBe(await documentCount(careHome));
    const picker = await f.post("/admin/package/template/search", { packageId: careHome, nation: "wales" });
    const outsider = picker.json.list.find((t: { inPackage: boolean }) => !t.inPackage);
    expect(outsider.nation).toBe("wales");
    const [first] = (await f.post("/admin/subscription/get_json_folder_list", { id: careHome })).json
      .response;
    await f.post("/admin/package/template/add", {
      packageId: careHome,
      folderId: first.id,
      templateIds: [outsider.id],
    });
    expect(await publicFiles()).toBe(before + 1);
    const removed = await f.post("/admin/package/template/remove", {
      packageId: careHome,
      folderId: first.id,
      templateId: outsider.id,
    });
    expect(removed.code).toBe(200);
    expect(await f.audit("admin.package.template.removed", careHome)).toBeDefined();
    expect(await publicFiles()).toBe(before);
  });

  it("finds templates for the picker by policy number, marking those in the package", async () => {
    const careHome = f.ids.packageId("care-home-england");
    const [first] = (await f.post("/admin/subscription/get_json_folder_list", { id: careHome })).json
      .response;
    const held = first.documents[0];
    const found = await f.post("/admin/package/template/search", {
      packageId: careHome,
      search: held.policyNumber,
    });
    expect(found.json.list[0]).toMatchObject({
      id: held.id,
      policyNumber: held.policyNumber,
      inPackage: true,
    });
  });
});
