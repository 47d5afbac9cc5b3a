import { inputInQuery, messages, type RouteDefinition, routeKey, routes } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LibraryFixture, libraryFixture } from "../modules/library/test-support";
import { createTestApp, type TestApp } from "../testing/app";
import {
  companyFingerprint,
  companyRecordIds,
  makeCompanyRecords,
  tenantTables,
} from "../testing/company-records";
import { createUser } from "../testing/factories";
import { inputFor, payloadIdFieldsOf, recordFieldsOf, urlOf } from "../testing/route-inputs";
import { bearer } from "../testing/session";

/**
 * The cross-tenant suite (DESIGN §5, §10): it walks the whole route table, so a new call is covered
 * without editing this file. Company B's owner sends company A's ids in every field that names a
 * record and must get 404 or 403 with nothing of A's changed; staff without the permission,
 * employees and the platform admin are refused company calls; companies are refused admin calls.
 */

let t: TestApp;
let f: LibraryFixture;
let recordsOfA: { table: string; id: string }[];
let tokens: { employee: string; staff: string; admin: string };
const table: RouteDefinition[] = Object.values(routes);

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  f = await libraryFixture(t);
  await makeCompanyRecords(f);
  recordsOfA = await companyRecordIds(f.db, f.a.company.id);
  const admin = await createUser(f.db, { companyId: null, role: "admin" });
  tokens = {
    employee: (await f.person("employee")).token,
    staff: (await f.person("user")).token,
    admin: await f.tokenOf(admin),
  };
}, 180_000);
afterAll(() => t.close());

function inject(
  definition: RouteDefinition,
  token: string | undefined,
  input: Record<string, unknown>,
  params: Record<string, unknown> = {},
) {
  const get = inputInQuery(definition);
  return t.app.inject({
    method: definition.method,
    url: urlOf(definition, params, get ? input : undefined),
    headers: token ? bearer(token) : { host: "localhost:3000" },
    ...(get ? {} : { payload: input }),
  });
}

const isPrivate = (definition: RouteDefinition) => definition.access !== "public";
const isCompanyCall = (definition: RouteDefinition) =>
  definition.access === "company" || typeof definition.access === "object";

describe("the record factories", () => {
  it("make a record of company A in every tenant table with ids (add a factory for a new table)", () => {
    const made = new Set(recordsOfA.map((record) => record.table));
    const withoutRecords = tenantTables.map(([name]) => name).filter((name) => !made.has(snake(name)));
    expect(withoutRecords.filter((name) => !recordsWithoutIds.has(name))).toEqual([]);
  });
});

/** Tables keyed by the company itself, with no id of their own to send. */
const recordsWithoutIds = new Set([
  "companyProfiles",
  "companyVariables",
  "carts",
  "notificationReads",
  // keyed by user and category, and by notification and user (issue 15)
  "notificationPreferences",
  "notificationEmails",
  // keyed by the employee (a users row) and by group and employee (issue 14)
  "employeeProfiles",
  "employeeGroupMembers",
  // keyed by company and checklist step (issue 17)
  "checklistTicks",
  // keyed by user and document (decision 032)
  "recentDocuments",
]);
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe("another company's ids", () => {
  const withRecordFields = table.filter((d) => isPrivate(d) && recordFieldsOf(d).length > 0);

  it("are tried on every private call that names a record", () => {
    expect(withRecordFields.length).toBeGreaterThan(0);
  });

  it.each(withRecordFields.map((d) => [routeKey(d), d] as const))(
    "%s answers 404 or 403 to company A's ids and changes nothing of A's",
    async (_key, definition) => {
      const before = await companyFingerprint(f.db, f.a.company.id);
      const wrong: string[] = [];
      for (const record of recordsOfA) {
        const fields = new Set(recordFieldsOf(definition));
        const { input, params } = inputFor(definition, (field) =>
          fields.has(field) ? record.id : undefined,
        );
        const reply = await inject(definition, f.ownerB, input, params);
        if (reply.statusCode !== 404 && reply.statusCode !== 403) {
          wrong.push(`${record.table}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await companyFingerprint(f.db, f.a.company.id)).toBe(before);
    },
  );
});

describe("ids in payloads", () => {
  const naming = table.filter(
    (d) => isPrivate(d) && payloadIdFieldsOf(d).some((field) => !d.subjectIds?.includes(field as never)),
  );

  it.each(naming.map((d) => [routeKey(d), d] as const))(
    "%s answers 403 to a userId, companyId or companyUserId of another company",
    async (_key, definition) => {
      const own = { userId: f.a.owner.id, companyUserId: f.a.owner.id, companyId: f.a.company.id };
      for (const field of payloadIdFieldsOf(definition)) {
        if (definition.subjectIds?.includes(field as never)) continue;
        const { input, params } = inputFor(definition, (name) =>
          name === field ? own[field as keyof typeof own] : undefined,
        );
        const reply = await inject(definition, f.ownerB, input, params);
        expect(reply.statusCode, `${field}: ${reply.body}`).toBe(403);
      }
    },
  );
});

describe("who may call", () => {
  it.each(table.filter(isPrivate).map((d) => [routeKey(d), d] as const))(
    "%s answers 401 without a session, before reading its input",
    async (_key, definition) => {
      const reply = await inject(definition, undefined, {});
      expect(reply.statusCode).toBe(401);
    },
  );

  it.each(table.filter(isCompanyCall).map((d) => [routeKey(d), d] as const))(
    "%s is refused to an employee and to the platform admin",
    async (_key, definition) => {
      expect((await inject(definition, tokens.employee, {})).statusCode).toBe(403);
      expect((await inject(definition, tokens.admin, {})).statusCode).toBe(403);
    },
  );

  it.each(table.filter((d) => typeof d.access === "object").map((d) => [routeKey(d), d] as const))(
    "%s is refused to a staff user without its permission",
    async (_key, definition) => {
      expect((await inject(definition, tokens.staff, {})).statusCode).toBe(403);
    },
  );

  it.each(
    table
      .filter((d) => d.access === "admin" || d.access === "employee")
      .map((d) => [routeKey(d), d] as const),
  )("%s is refused to a company owner", async (_key, definition) => {
    expect((await inject(definition, f.ownerA, {})).statusCode).toBe(403);
  });

  it.each(table.filter((d) => d.access === "admin").map((d) => [routeKey(d), d] as const))(
    "%s is refused to a staff user and an employee (403), and to an admin without the second factor (401)",
    async (_key, definition) => {
      expect((await inject(definition, tokens.staff, {})).statusCode).toBe(403);
      expect((await inject(definition, tokens.employee, {})).statusCode).toBe(403);
      const reply = await inject(definition, tokens.admin, {});
      expect(reply.statusCode).toBe(401);
      expect(reply.json().response).toBe(messages.secondFactorNeeded);
    },
  );
});
