import { createHash } from "node:crypto";
import { messages, permissions, policyMessages } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { companyDocuments } from "../documents/tables";
import { staffPolicies, staffPolicyVersions } from "./tables";
import { type PolicyFixture, policyFixture } from "./test-fixture";

let t: TestApp;
let f: PolicyFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await policyFixture(t);
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const versionsOf = (policyId: string) =>
  f.db
    .select()
    .from(staffPolicyVersions)
    .where(ofCompany(staffPolicyVersions, f.a.company.id, eq(staffPolicyVersions.policyId, policyId)));

describe("written policies", () => {
  it("answers status 2 with an empty list before there are any", async () => {
    const reply = await f.send("POST", f.ownerB, "user/employee/policy/list", {});
    expect(reply.json()).toMatchObject({ status: 2, list: [], total: 0 });
  });

  it("creates a policy with sanitised wording as version 1 with its hash", async () => {
    const reply = await f.send("POST", f.ownerA, "user/employee/policy/create", {
      name: "Safeguarding adults",
      policyNumber: "SG-01",
      status: 1,
      content: '<p>Report concerns.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 1,
      response: policyMessages.policyCreated,
      data: {
        name: "Safeguarding adults",
        policyNumber: "SG-01",
        source: "written",
        version: 1,
        ackFromVersion: 1,
      },
    });
    expect(body.data.content).not.toContain("script");
    expect(body.data.content).not.toContain("onerror");
    const [version] = await versionsOf(body.data._id);
    expect(version).toMatchObject({ version: 1, major: false, contentHash: sha256(body.data.content) });
  });

  it("refuses a policy without a name", async () => {
    const reply = await f.send("POST", f.ownerA, "user/employee/policy/create", {
      name: " ",
      content: "<p>x</p>",
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(policyMessages.enterPolicyName);
  });

  it("creates several at once, or none when one is wrong", async () => {
    const good = { name: "Infection control", content: "<p>Wash hands.</p>" };
    const made = await f.send("POST", f.ownerA, "user/employee/policy/multi/create", {
      policyDoc: JSON.stringify([good, { ...good, name: "Medication" }]),
    });
    expect(made.json()).toMatchObject({ status: 1, response: policyMessages.policiesCreated });
    expect(made.json().data.map((p: { name: string }) => p.name)).toEqual([
      "Infection control",
      "Medication",
    ]);

    const before = (await f.send("POST", f.ownerA, "user/employee/policy/list", {})).json().total;
    const refused = await f.send("POST", f.ownerA, "user/employee/policy/multi/create", {
      policyDoc: [
        { ...good, name: "Fire safety" },
        { ...good, name: "" },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect((await f.send("POST", f.ownerA, "user/employee/policy/list", {})).json().total).toBe(before);
  });

  it("lists, searches and pages the company's own policies", async () => {
    const list = (
      await f.send("POST", f.ownerA, "user/employee/policy/list", { search: "infection" })
    ).json();
    expect(list).toMatchObject({ status: 1, total: 1 });
    expect(list.list[0]).toMatchObject({ name: "Infection control", assigned: 0, hidden: false });
    const page = (await f.send("POST", f.ownerA, "user/employee/policy/list", { limit: 1, skip: 1 })).json();
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await f.send("POST", f.ownerB, "user/employee/policy/list", {})).json().total).toBe(0);
  });

  it("gets one policy; another company's is 404", async () => {
    const policy = await f.written("Whistleblowing");
    const reply = await f.send("GET", f.ownerA, `user/employee/policy/get?id=${policy._id}`);
    expect(reply.json().data).toMatchObject({ _id: policy._id, content: "<p>Whistleblowing wording</p>" });
    expect(reply.json().data.versions).toHaveLength(1);
    expect((await f.send("GET", f.ownerB, `user/employee/policy/get?id=${policy._id}`)).statusCode).toBe(404);
  });

  it("updates: new wording is a new version, unchanged wording writes none, major asks again", async () => {
    const policy = await f.written("Lone working");
    const patch = (payload: object) =>
      f.send("PATCH", f.ownerA, "user/employee/policy/update", {
        id: policy._id,
        name: "Lone working",
        ...payload,
      });

    const same = (await patch({ content: "<p>Lone working wording</p>", major: true })).json();
    expect(same.data).toMatchObject({ version: 1, ackFromVersion: 1 });

    const minor = (await patch({ content: "<p>Call in every hour.</p>", status: 0 })).json();
    expect(minor).toMatchObject({ status: 1, response: policyMessages.policyUpdated });
    expect(minor.data).toMatchObject({ version: 2, ackFromVersion: 1, status: 0 });

    const major = (
      await patch({ content: "<p>Call in every 30 minutes.</p>", major: true, version: 2 })
    ).json();
    expect(major.data).toMatchObject({ version: 3, ackFromVersion: 3 });
    expect((await versionsOf(policy._id)).map((v) => [v.version, v.major])).toEqual(
      expect.arrayContaining([
        [1, false],
        [2, false],
        [3, true],
      ]),
    );

    const onlyStatus = await f.send("PATCH", f.ownerA, "user/employee/policy/update", {
      id: policy._id,
      status: 1,
    });
    expect(onlyStatus.json().data).toMatchObject({
      name: "Lone working",
      status: 1,
      version: 3,
      content: "<p>Call in every 30 minutes.</p>",
    });

    const stale = await patch({ content: "<p>Other</p>", version: 2 });
    expect(stale.statusCode).toBe(409);
    const foreign = await f.send("PATCH", f.ownerB, "user/employee/policy/update", {
      id: policy._id,
      name: "Mine now",
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("hides and shows a policy; 'Invalid request' without its id", async () => {
    const policy = await f.written("Dress code");
    const hidden = (await f.send("POST", f.ownerA, "company/hide/policy", { policyId: policy._id })).json();
    expect(hidden).toMatchObject({ response: policyMessages.policyHidden, data: { hidden: true } });
    const shown = (await f.send("POST", f.ownerA, "company/hide/policy", { policyId: policy._id })).json();
    expect(shown).toMatchObject({ response: policyMessages.policyShown, data: { hidden: false } });
    const missing = await f.send("POST", f.ownerA, "company/hide/policy", { userId: f.a.owner.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response).toBe(messages.invalidRequest);
    expect((await f.send("POST", f.ownerB, "company/hide/policy", { policyId: policy._id })).statusCode).toBe(
      404,
    );
  });

  it("deletes softly; 'Not Deleted.' for one that is not the company's", async () => {
    const policy = await f.written("Old policy");
    const foreign = await f.send("DELETE", f.ownerB, "user/employee/policy/delete", { id: policy._id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().response).toBe(messages.notDeleted);
    const deleted = await f.send("DELETE", f.ownerA, "user/employee/policy/delete", { id: policy._id });
    expect(deleted.json()).toMatchObject({ status: 1, response: policyMessages.policyDeleted });
    const [row] = await f.db
      .select()
      .from(staffPolicies)
      .where(ofCompany(staffPolicies, f.a.company.id, eq(staffPolicies.id, policy._id)));
    expect(row?.deletedAt).not.toBeNull();
    expect((await f.send("GET", f.ownerA, `user/employee/policy/get?id=${policy._id}`)).statusCode).toBe(404);
    const again = await f.send("DELETE", f.ownerA, "user/employee/policy/delete", { id: policy._id });
    expect(again.json().response).toBe(messages.notDeleted);
  });

  it("is refused to staff without Policies or Manage users, and allowed with Policies", async () => {
    const without = await f.person("user", [permissions.documents]);
    expect((await f.send("POST", without.token, "user/employee/policy/list", {})).statusCode).toBe(403);
    const withPolicies = await f.person("user", [permissions.policies]);
    expect((await f.send("POST", withPolicies.token, "user/employee/policy/list", {})).statusCode).toBe(200);
  });
});

describe("policies made from the company's documents", () => {
  it("adds a document as a policy once; 'Invalid request' without fileId; another company's is 404", async () => {
    const [document] = await f.documentsOf(f.a.company.id);
    if (!document) throw new Error("no document");
    const url = `user/add/company/policy?userId=${f.a.owner.id}&fileId=${document.id}&category=care`;
    const added = (await f.send("GET", f.ownerA, url)).json();
    expect(added).toMatchObject({
      status: 1,
      response: policyMessages.policyAdded,
      data: { source: "document", fileId: document.id, name: document.name, version: document.version },
    });
    expect(added.data.content).toBe(document.content);
    const again = (await f.send("GET", f.ownerA, url)).json();
    expect(again).toMatchObject({
      status: 2,
      response: policyMessages.policyAlreadyAdded,
      data: { _id: added.data._id },
    });

    const missing = await f.send("GET", f.ownerA, "user/add/company/policy?category=care");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().response).toBe(messages.invalidRequest);
    expect((await f.send("GET", f.ownerB, `user/add/company/policy?fileId=${document.id}`)).statusCode).toBe(
      404,
    );
  });

  it("says which selected documents are policies already", async () => {
    const [first, second] = await f.documentsOf(f.a.company.id);
    if (!first || !second) throw new Error("no documents");
    const reply = await f.send("POST", f.ownerA, "user/selectedfile/check/employeepolicy", {
      fileIds: [first.id, second.id],
    });
    expect(reply.json().list).toEqual([expect.objectContaining({ fileId: first.id })]);
    const foreign = await f.send("POST", f.ownerB, "user/selectedfile/check/employeepolicy", {
      fileIds: [first.id],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("asks again from the document's version after a major library change, and clears the flag", async () => {
    const [, , third] = await f.documentsOf(f.a.company.id);
    if (!third) throw new Error("no document");
    const added = (await f.send("GET", f.ownerA, `user/add/company/policy?fileId=${third.id}`)).json().data;
    // A major master update taken by the document (documents/template.ts applyMaster) flags it.
    await f.db
      .update(companyDocuments)
      .set({ version: third.version + 1, reacknowledgeRequired: true })
      .where(ofCompany(companyDocuments, f.a.company.id, eq(companyDocuments.id, third.id)));
    const list = (await f.send("POST", f.ownerA, "user/employee/policy/list", { search: third.name })).json();
    const item = list.list.find((p: { _id: string }) => p._id === added._id);
    expect(item).toMatchObject({ version: third.version + 1, ackFromVersion: third.version + 1 });
    const [document] = await f.db
      .select()
      .from(companyDocuments)
      .where(ofCompany(companyDocuments, f.a.company.id, eq(companyDocuments.id, third.id)));
    expect(document?.reacknowledgeRequired).toBe(false);
  });

  it("a manager's major mark asks again only when the document's wording changed", async () => {
    const [, , , fourth] = await f.documentsOf(f.a.company.id);
    if (!fourth) throw new Error("no document");
    const added = (await f.send("GET", f.ownerA, `user/add/company/policy?fileId=${fourth.id}`)).json().data;
    const patch = () =>
      f.send("PATCH", f.ownerA, "user/employee/policy/update", {
        id: added._id,
        name: added.name,
        major: true,
      });
    expect((await patch()).json().data.ackFromVersion).toBe(fourth.version);
    const saved = await f.post(f.ownerA, "user/savecontent", {
      fileId: fourth.id,
      content: "<p>Our own, much changed wording.</p>",
      version: fourth.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await patch()).json().data).toMatchObject({
      version: fourth.version + 1,
      ackFromVersion: fourth.version + 1,
    });
  });
});
