import {
  emailPattern,
  employeeMessages,
  maxGroupsPerEmployee,
  maxImportRows,
  maxNameLength,
  parseStartDate,
  staffImportRowMessages as rowMessages,
  type StaffImportField,
  type StaffImportPreview,
  type StaffImportRow,
} from "@cloudoc/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest } from "../../platform/envelope";
import { users } from "../accounts/tables";
import { employeeGroups } from "./tables";

/**
 * Checking a staff list read from CSV (issue 14): each row answered with its errors per field, in
 * plain English. Groups must exist already (an unknown name is a row error, so a typo never makes
 * a stray group); an address already an employee's, or repeated in the file, is an error too.
 */

/** Header cells as people write them, reduced to letters, and the field each names. */
const headerNames: Record<string, StaffImportField> = {
  firstname: "firstname",
  forename: "firstname",
  lastname: "lastname",
  surname: "lastname",
  email: "email",
  emailaddress: "email",
  jobrole: "jobRole",
  role: "jobRole",
  jobtitle: "jobRole",
  startdate: "startDate",
  groups: "groups",
  group: "groups",
};

type Columns = Partial<Record<StaffImportField, number>>;

function columnsOf(header: readonly string[]): Columns {
  const columns: Columns = {};
  header.forEach((cell, index) => {
    const field = headerNames[cell.toLowerCase().replace(/[^a-z]/g, "")];
    if (field && columns[field] === undefined) columns[field] = index;
  });
  if (columns.firstname === undefined || columns.lastname === undefined || columns.email === undefined) {
    throw badRequest(employeeMessages.importHeaderMissing);
  }
  return columns;
}

/** A row as written in the file, before any check. */
function rowOf(cells: readonly string[], columns: Columns, row: number): StaffImportRow {
  const cell = (field: StaffImportField) => {
    const index = columns[field];
    return index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const groups = new Map<string, string>();
  for (const name of cell("groups").split(";")) {
    const trimmed = name.trim();
    if (trimmed && !groups.has(trimmed.toLowerCase())) groups.set(trimmed.toLowerCase(), trimmed);
  }
  return {
    row,
    firstname: cell("firstname"),
    lastname: cell("lastname"),
    email: cell("email").toLowerCase(),
    jobRole: cell("jobRole"),
    startDate: cell("startDate"),
    groups: [...groups.values()],
    errors: [],
  };
}

/** The company's groups by lower-case name, and the addresses already its employees'. */
async function companyFacts(executor: Executor, companyId: string, emails: string[]) {
  const groups = await executor
    .select({ id: employeeGroups.id, name: employeeGroups.name })
    .from(employeeGroups)
    .where(ofCompany(employeeGroups, companyId));
  const taken =
    emails.length === 0
      ? []
      : await executor
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(
            ofCompany(
              users,
              companyId,
              eq(users.role, "employee"),
              inArray(sql`lower(${users.email})`, emails),
            ),
          );
  return {
    groupIds: new Map(groups.map((group) => [group.name.toLowerCase(), group.id])),
    takenEmails: new Set(taken.map((row) => row.email)),
  };
}

type Facts = Awaited<ReturnType<typeof companyFacts>>;

function checkRow(row: StaffImportRow, facts: Facts, firstRowOf: Map<string, number>) {
  const error = (field: StaffImportField, message: string) => row.errors.push({ field, message });
  if (!row.firstname) error("firstname", rowMessages.firstNameMissing);
  else if (row.firstname.length > maxNameLength) error("firstname", rowMessages.nameTooLong);
  if (!row.lastname) error("lastname", rowMessages.lastNameMissing);
  else if (row.lastname.length > maxNameLength) error("lastname", rowMessages.nameTooLong);
  const earlier = firstRowOf.get(row.email);
  if (!row.email) error("email", rowMessages.emailMissing);
  else if (row.email.length > 254 || !emailPattern.test(row.email)) error("email", rowMessages.emailInvalid);
  else if (facts.takenEmails.has(row.email)) error("email", rowMessages.emailInUse);
  else if (earlier !== undefined) error("email", rowMessages.emailRepeated(earlier));
  else firstRowOf.set(row.email, row.row);
  if (row.jobRole.length > 100) error("jobRole", rowMessages.jobRoleTooLong);
  if (row.startDate && !parseStartDate(row.startDate)) error("startDate", rowMessages.startDateInvalid);
  if (row.groups.length > maxGroupsPerEmployee) error("groups", rowMessages.tooManyGroups);
  for (const name of row.groups) {
    if (!facts.groupIds.has(name.toLowerCase())) error("groups", rowMessages.unknownGroup(name));
  }
}

/** A checked row without errors, ready to store. */
export interface GoodRow {
  firstname: string;
  lastname: string;
  email: string;
  jobRole: string;
  startDate: string | null;
  groupIds: string[];
}

/**
 * Checks every row of the file (the first row names the columns) against the company as it is
 * now; answers the preview and the rows without errors.
 */
export async function checkStaffList(executor: Executor, companyId: string, cells: readonly string[][]) {
  const [header, ...lines] = cells;
  // A row of empty cells (",,,,," from a spreadsheet) is a blank line, not a person.
  const body = lines
    .map((line, index) => ({ line, row: index + 2 }))
    .filter(({ line }) => line.some((cell) => cell.trim() !== ""));
  if (!header || body.length === 0) throw badRequest(employeeMessages.importFileEmpty);
  if (body.length > maxImportRows) throw badRequest(employeeMessages.importTooManyRows);
  const columns = columnsOf(header);
  const rows = body.map(({ line, row }) => rowOf(line, columns, row));
  const emails = [...new Set(rows.map((row) => row.email).filter((email) => emailPattern.test(email)))];
  const facts = await companyFacts(executor, companyId, emails);
  const firstRowOf = new Map<string, number>();
  for (const row of rows) checkRow(row, facts, firstRowOf);
  const good: GoodRow[] = rows
    .filter((row) => row.errors.length === 0)
    .map((row) => ({
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      jobRole: row.jobRole,
      startDate: row.startDate ? (parseStartDate(row.startDate) ?? null) : null,
      groupIds: row.groups.map((name) => facts.groupIds.get(name.toLowerCase()) ?? ""),
    }));
  const preview: StaffImportPreview = { rows, valid: good.length, invalid: rows.length - good.length };
  return { preview, good };
}
