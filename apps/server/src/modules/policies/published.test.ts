import { messages, permissions, policyMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage } from "../../testing/commerce";
import { companyHost } from "../../testing/session";
import { companyDocuments } from "../documents/tables";
import { type PolicyFixture, policyFixture } from "./test-fixture";

let t: TestApp;
let f: PolicyFixture;
let docs: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  f = await policyFixture(t);
  docs = await f.documentsOf(f.a.company.id);
});
afterAll(() => t.close());

const doc = (index: number) => {
  const found = docs[index];
  if (!found) throw new Error("no document");
  return found;
};
const publish = (fileId: unknown, token = f.ownerA) =>
  f.send("POST", token, "company/publishedpolicy/add", fileId === undefined ? {} : { fileId });
const publicList = (query: string, host = "localhost:3000") =>
  f.app.inject({ method: "GET", url: `/api/company/public/policies/list${query}`, headers: { host } });
const setting = (payload: object, token = f.ownerA) =>
  f.send("POST", token, "company/publishedpolicy/settings", payload);

describe("publishing documents", () => {
  it("publishes a document once; 'OOPs! Somthing went wrong' without fileId; another company's fails", async () => {
    const first = (await publish(doc(0).id)).json();
    expect(first).toMatchObject({
      status: 1,
      response: policyMessages.policyPublished,
      data: { fileId: doc(0).id, name: doc(0).name },
    });
    const again = (await publish(doc(0).id)).json();
    expect(again).toMatchObject({ status: 2, response: policyMessages.policyAlreadyPublished });
    const missing = await publish(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response).toBe(messages.oopsSomethingWentWrong);
    const foreign = await publish(doc(0).id, f.ownerB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().response).toBe(messages.somethingWentWrongPublish);
  });

  it("lists the company's own, 20 a page; another company's id is refused", async () => {
    await publish(doc(1).id);
    await publish(doc(2).id);
    const list = (
      await f.send("GET", f.ownerA, `company/published/policies/list?companyId=${f.a.company.id}`)
    ).json();
    expect(list).toMatchObject({ status: 1, total: 3 });
    const page = (await f.send("GET", f.ownerA, "company/published/policies/list?skip=1&limit=1")).json();
    expect(page.list).toHaveLength(1);
    expect((await f.send("GET", f.ownerB, "company/published/policies/list")).json().total).toBe(0);
    const foreign = await f.send(
      "GET",
      f.ownerB,
      `company/published/policies/list?companyId=${f.a.company.id}`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("removes by the entry's id or the document's; 'OOPs!' without an id; another company's is 404", async () => {
    const entry = (await publish(doc(3).id)).json().data;
    const missing = await f.send("DELETE", f.ownerA, "company/publishedpolicy/delete");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response).toBe(messages.oopsSomethingWentWrong);
    expect(
      (await f.send("DELETE", f.ownerB, `company/publishedpolicy/delete?id=${entry._id}`)).statusCode,
    ).toBe(404);
    const removed = await f.send(
      "DELETE",
      f.ownerA,
      `company/publishedpolicy/delete?id=${entry._id}&userId=${f.a.owner.id}`,
    );
    expect(removed.json()).toMatchObject({ status: 1, response: policyMessages.policyUnpublished });
    await publish(doc(3).id);
    const byDocument = await f.send("DELETE", f.ownerA, `company/publishedpolicy/delete?id=${doc(3).id}`);
    expect(byDocument.json().status).toBe(1);
    expect(
      (await f.send("DELETE", f.ownerA, `company/publishedpolicy/delete?id=${doc(3).id}`)).statusCode,
    ).toBe(404);
  });

  it("leaves a binned document out of the lists", async () => {
    await publish(doc(4).id);
    await f.db
      .update(companyDocuments)
      .set({ deletedAt: new Date() })
      .where(ofCompany(companyDocuments, f.a.company.id, eq(companyDocuments.id, doc(4).id)));
    const list = (await f.send("GET", f.ownerA, "company/published/policies/list")).json();
    expect(list.list.map((item: { fileId: string }) => item.fileId)).not.toContain(doc(4).id);
    expect(list.total).toBe(3);
  });
});

describe("the public policies on the company's site", () => {
  it("needs a company: no id on the main site is 'Invalid request'", async () => {
    const reply = await publicList("");
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(messages.invalidRequest);
  });

  it("is hidden until the setting is on and a qualifying package is active", async () => {
    const byId = `?companyId=${f.a.company.id}`;
    expect((await publicList(byId)).statusCode).toBe(404);
    const on = (await setting({ showPoliciesonSite: true })).json();
    expect(on).toMatchObject({
      response: policyMessages.showPoliciesOn,
      data: { showPoliciesonSite: true, shown: false },
    });
    const off = await publicList(byId);
    expect(off.statusCode).toBe(404);
    expect(off.json().response).toBe(policyMessages.publicPoliciesOff);

    await buyPackage(f.app, f.ownerA, f.ids.packageId("care-home-wales"), {
      renewalPlan: "yearly",
      packages: ["combo"],
    });
    expect((await setting({})).json().data).toEqual({ showPoliciesonSite: true, shown: true });
    const shown = (await publicList(byId)).json();
    expect(shown).toMatchObject({ status: 1, total: 3 });
    // Names and ids only: nothing else of the company's.
    expect(Object.keys(shown.list[0]).sort()).toEqual(["_id", "name"]);

    const bySubdomain = (await publicList("", companyHost(f.a.company.subdomain))).json();
    expect(bySubdomain.total).toBe(3);
    expect((await publicList(byId, companyHost(f.b.company.subdomain))).statusCode).toBe(404);
    expect((await publicList(`?companyId=${f.b.company.id}`)).statusCode).toBe(404);

    await setting({ showPoliciesonSite: false });
    expect((await publicList(byId)).statusCode).toBe(404);
    await setting({ showPoliciesonSite: "true" });
  });

  it("shows one published document with its variables filled, and nothing unpublished", async () => {
    const entry = (await publicList(`?companyId=${f.a.company.id}`)).json().list[0];
    const view = await f.app.inject({
      method: "GET",
      url: `/api/company/public/policy/view?id=${entry._id}`,
      headers: { host: companyHost(f.a.company.subdomain) },
    });
    expect(view.statusCode).toBe(200);
    const body = view.json().response;
    expect(Object.keys(body).sort()).toEqual([
      "_id",
      "footerContent",
      "headerContent",
      "innerContent",
      "name",
    ]);
    // Variables come filled with the company's values (the organisation's name here).
    expect(body.innerContent).toContain(`>${f.a.company.name}</span>`);
    const unpublished = await f.app.inject({
      method: "GET",
      url: `/api/company/public/policy/view?id=${doc(5).id}&companyId=${f.a.company.id}`,
    });
    expect(unpublished.statusCode).toBe(404);
    const missing = await f.app.inject({
      method: "GET",
      url: `/api/company/public/policy/view?companyId=${f.a.company.id}`,
    });
    expect(missing.json().response).toBe(messages.oopsSomethingWentWrong);
  });

  it("keeps the setting to the owner and staff with Settings, and the profile reports it", async () => {
    const staff = await f.person("user", [permissions.policies]);
    expect((await setting({ showPoliciesonSite: false }, staff.token)).statusCode).toBe(403);
    const settingsStaff = await f.person("user", [permissions.settings]);
    expect((await setting({}, settingsStaff.token)).json().data.showPoliciesonSite).toBe(true);
    const profile = (await f.post(f.ownerA, "user/details", {})).json();
    expect(profile.response.settings).toEqual({ showPoliciesonSite: true });
  });
});
