import { employeeMessages, permissions, staffImportRowMessages as rowMessages } from "@cloudoc/contract";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyActor } from "../../platform/actor";
import { ofCompany } from "../../platform/db/tenant";
import { createTestApp, type TestApp } from "../../testing/app";
import { users } from "../accounts/tables";
import { importStaffList, previewStaffList } from "./import";
import { type EmployeesFixture, employeesFixture, invitationIn } from "./test-support";

let t: TestApp;
let f: EmployeesFixture;
let actor: CompanyActor;
const site = { subdomain: null, host: "localhost:3000", protocol: "http" };
const log = { error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  f = await employeesFixture(t, "import");
  const { owner, company } = f.a;
  actor = {
    session: {
      sessionId: "test",
      userId: owner.id,
      companyId: company.id,
      role: "company",
      permissions: [],
      email: owner.email,
      subdomain: company.subdomain,
      expiresAt: new Date(Date.now() + 60_000),
      secondFactor: false,
      packageFacts: [],
    },
    userId: owner.id,
    companyId: company.id,
    origin: { ip: null, userAgent: null },
  };
  await f.addGroup(f.ownerA, "Nights");
  await f.addGroup(f.ownerA, "Days");
  await f.addEmployee(f.ownerA, { email: "already@example.test" });
});
afterAll(() => t.close());

const header = ["First name", "Last name", "Email", "Job role", "Start date", "Groups"];
const employeesOfA = async () => {
  const [row] = await f.db
    .select({ n: count() })
    .from(users)
    .where(ofCompany(users, f.a.company.id, eq(users.role, "employee")));
  return row?.n ?? 0;
};

describe("the preview of a staff list", () => {
  it("answers every row with its errors, per field, and writes nothing", async () => {
    const before = await employeesOfA();
    const preview = await previewStaffList(f.db, actor, [
      header,
      ["Ann", "Lee", "Ann.Lee@example.test", "Carer", "01/04/2024", "nights; Days"],
      ["", "Moss", "moss@example.test", "", "", ""],
      ["Bo", "Ray", "not-an-email", "", "", ""],
      ["Cy", "Day", "ann.lee@example.test", "", "", ""],
      ["Di", "Eve", "already@example.test", "", "", ""],
      ["Ed", "Fox", "ed@example.test", "", "2024-13-01", ""],
      ["Flo", "Gee", "flo@example.test", "", "", "Nights;Weekend team"],
      ["", "", "", "", "", ""],
    ]);
    // The row of empty cells is a blank line, not a person.
    expect(preview).toMatchObject({ valid: 1, invalid: 6 });
    expect(preview.rows).toHaveLength(7);
    const [ann, moss, bo, cy, di, ed, flo] = preview.rows;
    expect(ann).toMatchObject({
      row: 2,
      email: "ann.lee@example.test",
      groups: ["nights", "Days"],
      errors: [],
    });
    expect(moss?.errors).toEqual([{ field: "firstname", message: rowMessages.firstNameMissing }]);
    expect(bo?.errors).toEqual([{ field: "email", message: rowMessages.emailInvalid }]);
    expect(cy?.errors).toEqual([{ field: "email", message: rowMessages.emailRepeated(2) }]);
    expect(di?.errors).toEqual([{ field: "email", message: employeeMessages.emailInUse }]);
    expect(ed?.errors).toEqual([{ field: "startDate", message: employeeMessages.startDateInvalid }]);
    expect(flo?.errors).toEqual([{ field: "groups", message: rowMessages.unknownGroup("Weekend team") }]);
    expect(await employeesOfA()).toBe(before);
  });

  it("reads the columns from the header in any order, and refuses a file without one", async () => {
    const preview = await previewStaffList(f.db, actor, [
      ["Email address", "Surname", "Forename"],
      ["gil@example.test", "Hunt", "Gil"],
    ]);
    expect(preview.rows[0]).toMatchObject({ firstname: "Gil", lastname: "Hunt", errors: [] });
    await expect(
      previewStaffList(f.db, actor, [
        ["Gil", "Hunt", "gil@example.test"],
        ["a", "b", "c"],
      ]),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: employeeMessages.importHeaderMissing,
    });
    await expect(previewStaffList(f.db, actor, [header])).rejects.toMatchObject({
      message: employeeMessages.importFileEmpty,
    });
    const tooMany = Array.from({ length: 1001 }, (_, i) => ["A", "B", `p${i}@example.test`]);
    await expect(previewStaffList(f.db, actor, [header, ...tooMany])).rejects.toMatchObject({
      message: employeeMessages.importTooManyRows,
    });
  });
});

describe("confirming the import", () => {
  it("stores the good rows with their groups and invitations, and leaves the others out", async () => {
    const result = await importStaffList(
      t.app.platform,
      actor,
      site,
      {
        cells: [
          header,
          ["Hal", "Ives", "hal@example.test", "Cook", "02/05/2024", "Nights;Days"],
          ["Ida", "Jay", "ida@example.test", "", "", ""],
          ["", "Kim", "kim@example.test", "", "", ""],
        ],
        sendInvitations: true,
      },
      log,
    );
    expect(result).toMatchObject({ imported: 2, invited: 2, valid: 2, invalid: 1 });
    const list = (await f.post(f.ownerA, "user/employee/list", { search: "hal@" })).json();
    expect(list.list[0]).toMatchObject({ jobRole: "Cook", startDate: "2024-05-02", registration: "invited" });
    expect(list.list[0].groups.map((g: { name: string }) => g.name)).toEqual(["Days", "Nights"]);
    const { link } = await invitationIn(t.dataDir, "ida@example.test");
    expect(link).toContain("http://aimport.localhost:3000/employee/register?token=");
    // The same file again: everyone is already there.
    await expect(
      importStaffList(
        t.app.platform,
        actor,
        site,
        { cells: [header, ["Hal", "Ives", "hal@example.test", "", "", ""]], sendInvitations: true },
        log,
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: employeeMessages.importNothingToImport });
  });

  it("without invitations, leaves the employees to be invited later", async () => {
    const result = await importStaffList(
      t.app.platform,
      actor,
      site,
      { cells: [header, ["Jem", "Lo", "jem@example.test", "", "", ""]], sendInvitations: false },
      log,
    );
    expect(result).toMatchObject({ imported: 1, invited: 0 });
    const list = (await f.post(f.ownerA, "user/employee/list", { search: "jem@" })).json();
    expect(list.list[0].registration).toBe("none");
  });

  it("is all or nothing: a failure on one row stores none of them", async () => {
    const before = await employeesOfA();
    await f.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.email = 'boom@example.test' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await f.db.execute(
      sql`create trigger refuse_boom before insert on users for each row execute function refuse_boom()`,
    );
    try {
      await expect(
        importStaffList(
          t.app.platform,
          actor,
          site,
          {
            cells: [
              header,
              ["Kai", "Ma", "kai@example.test", "", "", "Nights"],
              ["Boom", "Row", "boom@example.test", "", "", ""],
              ["Lin", "No", "lin@example.test", "", "", ""],
            ],
            sendInvitations: true,
          },
          log,
        ),
      ).rejects.toThrow();
    } finally {
      await f.db.execute(sql`drop trigger refuse_boom on users`);
      await f.db.execute(sql`drop function refuse_boom()`);
    }
    expect(await employeesOfA()).toBe(before);
    expect((await f.post(f.ownerA, "user/employee/list", { search: "kai@" })).json().total).toBe(0);
  });
});

describe("the import calls", () => {
  it("need Manage employee", async () => {
    const reader = await f.staff([permissions.employees]);
    const reply = await f.post(reader, "user/employee/import/preview", {
      text: "First name,Last name,Email",
    });
    expect(reply.statusCode).toBe(403);
  });

  it("refuse a file over 500 KB", async () => {
    const reply = await f.post(f.ownerA, "user/employee/import/preview", { text: "x".repeat(520_000) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(employeeMessages.importFileTooLarge);
  });

  it("read a CSV file: quotes, commas in cells, a byte-order mark, blank lines", async () => {
    const text = `\uFEFFFirst name,Last name,Email,Job role,Start date,Groups\r\n"Mo","O'Neil, Jr",mo@example.test,"Carer, nights",03/06/2024,"Nights;Days"\r\n\r\n,,bad,,,\r\n`;
    const preview = await f.post(f.ownerA, "user/employee/import/preview", { text });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ valid: 1, invalid: 1 });
    expect(preview.json().data.rows[0]).toMatchObject({ lastname: "O'Neil, Jr", jobRole: "Carer, nights" });
    const done = await f.post(f.ownerA, "user/employee/import", { text, sendInvitations: false });
    expect(done.json()).toMatchObject({ status: 1, response: employeeMessages.employeesImported });
    expect(done.json().data).toMatchObject({ imported: 1, invited: 0 });
    const broken = await f.post(f.ownerA, "user/employee/import/preview", {
      text: 'First name,Last name,Email\n"Unclosed,a,b',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().response).toBe(employeeMessages.importUnreadable);
  });
});
