import { addDays, permissions, ukToday } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { users } from "../accounts/tables";
import { employeeProfiles } from "../employees/tables";
import { type ReadingFixture, readingFixture } from "./reading-test-support";

let t: TestApp;
let f: ReadingFixture;
let ids: { adams: string; brown: string; cole: string; alpha: string; beta: string; night: string };

const matrix = (payload: object = {}, token = f.ownerA) =>
  f.post(token, "user/policies/acknowledgement/matrix", payload);

/** An employee of A with a session and the given names. */
async function person(firstname: string, lastname: string) {
  const user = await f.employee(f.a.company.id, { firstname });
  await f.db
    .update(users)
    .set({ lastname })
    .where(ofCompany(users, f.a.company.id, eq(users.id, user.id)));
  return { id: user.id, token: await f.tokenOf(user) };
}

beforeAll(async () => {
  t = await createTestApp();
  f = await readingFixture(t);
  const adams = await person("Alex", "Adams");
  const brown = await person("Bea", "Brown");
  const cole = await person("Cal", "Cole");
  const gone = await person("Dee", "Dunn");
  const alpha = (await f.written("Alpha policy"))._id;
  const beta = (await f.written("Beta policy"))._id;
  const hidden = (await f.written("Gamma hidden"))._id;
  await f.assign([alpha, beta, hidden], adams.id);
  await f.assign([alpha, beta], brown.id);
  await f.assign([beta], cole.id);
  await f.assign([alpha], gone.id);
  // Deactivated after the assignment: their records stay, the matrix leaves them out.
  await f.db
    .update(employeeProfiles)
    .set({ deactivatedAt: new Date() })
    .where(ofCompany(employeeProfiles, f.a.company.id, eq(employeeProfiles.userId, gone.id)));
  await f.post(f.ownerA, "company/hide/policy", { policyId: hidden });
  // Adams acknowledged Alpha and read Beta; Brown's Alpha is overdue; Cole acknowledged Beta before a major change.
  expect((await f.readAndAcknowledge(adams.token, alpha, "Alex Adams")).statusCode).toBe(200);
  await f.post(adams.token, "user/view/policies", { id: beta });
  await f.setDueDate(f.a.company.id, alpha, brown.id, addDays(ukToday(), -2));
  expect((await f.readAndAcknowledge(cole.token, beta, "Cal Cole")).statusCode).toBe(200);
  const change = await f.send("PATCH", f.ownerA, "user/employee/policy/update", {
    id: beta,
    name: "Beta policy",
    policyNumber: "B-2",
    status: 1,
    content: "<p>Changed in a major way</p>",
    major: true,
  });
  expect(change.statusCode).toBe(200);
  const night = await f.group(f.a.company.id, "Night staff", [brown.id]);
  // Company B's employee and policy never appear in A's matrix.
  const other = await f.employee(f.b.company.id);
  await f.assign([(await f.written("B policy", "<p>B</p>", f.ownerB))._id], other.id, 14, f.ownerB);
  ids = { adams: adams.id, brown: brown.id, cole: cole.id, alpha, beta, night: night.id };
}, 120_000);
afterAll(() => t.close());

describe("the acknowledgement matrix", () => {
  it("shows each employee's status per policy with completion per employee, per policy and overall", async () => {
    const reply = await matrix();
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body.total).toBe(3);
    expect(body.policies).toEqual([
      { _id: ids.alpha, name: "Alpha policy", policyNumber: "", assigned: 2, acknowledged: 1, percent: 50 },
      { _id: ids.beta, name: "Beta policy", policyNumber: "B-2", assigned: 3, acknowledged: 0, percent: 0 },
    ]);
    expect(
      body.list.map((row: { name: string; cells: string[]; percent: number | null }) => [
        row.name,
        row.cells,
        row.percent,
      ]),
    ).toEqual([
      ["Alex Adams", ["acknowledged", "read"], 50],
      ["Bea Brown", ["overdue", "unread"], 0],
      ["Cal Cole", ["not-assigned", "reacknowledge"], 0],
    ]);
    expect(body.overall).toEqual({ assigned: 5, acknowledged: 1, percent: 20 });
  });

  it("filters by group, policy and name, and pages by employees", async () => {
    const night = (await matrix({ groupId: ids.night })).json();
    expect(night.list.map((row: { _id: string }) => row._id)).toEqual([ids.brown]);
    expect(night.policies.map((p: { percent: number }) => p.percent)).toEqual([0, 0]);
    const alpha = (await matrix({ policyId: ids.alpha })).json();
    expect(alpha.policies).toHaveLength(1);
    expect(
      alpha.list.map((row: { cells: string[]; percent: number | null }) => [row.cells, row.percent]),
    ).toEqual([
      [["acknowledged"], 100],
      [["overdue"], 0],
      [["not-assigned"], null],
    ]);
    expect((await matrix({ search: "bea" })).json().list.map((row: { _id: string }) => row._id)).toEqual([
      ids.brown,
    ]);
    const first = (await matrix({ limit: 2 })).json();
    expect([first.list.length, first.total]).toEqual([2, 3]);
    const second = (await matrix({ limit: 2, skip: 2 })).json();
    expect([second.list.length, second.total, second.overall.percent]).toEqual([1, 3, 20]);
    const past = (await matrix({ skip: 10 })).json();
    expect([past.list.length, past.total]).toEqual([0, 3]);
  });

  it("exports every matching employee as CSV, and as PDF", async () => {
    const csv = await f.post(f.ownerA, "user/policies/acknowledgement/matrix/export", { format: "csv" });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Employee,Email,Job role,Completion,Alpha policy,Beta policy (B-2)",
      expect.stringMatching(/^Alex Adams,[^,]+,,50%,Acknowledged,Read$/),
      expect.stringMatching(/^Bea Brown,[^,]+,,0%,Overdue,Unread$/),
      expect.stringMatching(/^Cal Cole,[^,]+,,0%,Not assigned,Re-acknowledge$/),
      "Completion,,,,50%,0%",
    ]);
    const pdf = await f.post(f.ownerA, "user/policies/acknowledgement/matrix/export", {
      format: "pdf",
      groupId: ids.night,
    });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const wrong = await f.post(f.ownerA, "user/policies/acknowledgement/matrix/export", { format: "xls" });
    expect(wrong.statusCode).toBe(400);
  }, 60_000);
  it("answers 404 for another company's group or policy, and is for managers only", async () => {
    expect((await matrix({ groupId: ids.night }, f.ownerB)).statusCode).toBe(404);
    expect((await matrix({ policyId: ids.alpha }, f.ownerB)).statusCode).toBe(404);
    expect((await matrix({}, f.ownerB)).json().list).toHaveLength(1);
    expect((await matrix({}, (await f.person("user")).token)).statusCode).toBe(403);
    expect((await matrix({}, (await f.person("user", [permissions.manageUsers])).token)).statusCode).toBe(
      200,
    );
    expect((await matrix({}, (await f.person("employee")).token)).statusCode).toBe(403);
  });
});
