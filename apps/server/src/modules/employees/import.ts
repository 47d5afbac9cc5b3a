import { employeeMessages } from "@cloudoc/contract";
import type { FastifyBaseLogger } from "fastify";
import { auditBy, type CompanyActor } from "../../platform/actor";
import { recordAudit } from "../../platform/audit/audit";
import type { Database, Transaction } from "../../platform/db/client";
import { isUniqueViolation } from "../../platform/db/errors";
import { badRequest, conflict } from "../../platform/envelope";
import type { Platform } from "../../platform/platform";
import type { Site } from "../accounts/visit";
import { insertEmployee } from "./employees";
import { checkStaffList, type GoodRow } from "./import-rows";
import { invitingCompany, mailInvitation, openInvitation } from "./invitations";
import { joinGroup } from "./memberships";

/**
 * The staff-list import (issue 14): a preview that writes nothing, then the good rows at once. The
 * routes read the CSV file into cells (csv-rows.ts); these work on the cells.
 */

/** POST /user/employee/import/preview: every row of the file with its errors; nothing is written. */
export async function previewStaffList(db: Database, actor: CompanyActor, cells: readonly string[][]) {
  const { preview } = await checkStaffList(db, actor.companyId, cells);
  return preview;
}

interface Imported {
  id: string;
  firstname: string;
  email: string;
  invitation: { token: string; expiresAt: Date } | null;
}

/** Stores the good rows; joiners of each group are added together, so they get its policies at once. */
async function storeRows(tx: Transaction, actor: CompanyActor, good: GoodRow[], invite: boolean) {
  const imported: Imported[] = [];
  const joinersOf = new Map<string, string[]>();
  for (const row of good) {
    const id = await insertEmployee(tx, actor, { ...row, passwordHash: "" });
    const invitation = invite ? await openInvitation(tx, actor.companyId, id, actor.userId) : null;
    imported.push({ id, firstname: row.firstname, email: row.email, invitation });
    for (const groupId of row.groupIds) joinersOf.set(groupId, [...(joinersOf.get(groupId) ?? []), id]);
  }
  for (const [groupId, userIds] of joinersOf) await joinGroup(tx, actor.companyId, groupId, userIds);
  return imported;
}

/** Mails the invitations after the commit, a few at a time; a failed mail can be sent again. */
async function mailInvitations(
  platform: Platform,
  company: { name: string; siteUrl: string },
  imported: Imported[],
  log: Pick<FastifyBaseLogger, "error">,
) {
  let sent = 0;
  for (let start = 0; start < imported.length; start += 5) {
    const batch = imported.slice(start, start + 5);
    const results = await Promise.allSettled(
      batch.map((person) =>
        person.invitation ? mailInvitation(platform, company, person, person.invitation) : Promise.resolve(),
      ),
    );
    for (const result of results) {
      if (result.status === "fulfilled") sent += 1;
      else log.error({ err: result.reason }, "an imported employee's invitation was not sent");
    }
  }
  return sent;
}

/**
 * POST /user/employee/import: checks the file again against the company as it is now and stores
 * every row without errors in one transaction; any failure stores none. Answers the check too,
 * so the rows left out can be corrected.
 */
export async function importStaffList(
  platform: Platform,
  actor: CompanyActor,
  site: Site,
  input: { cells: readonly string[][]; sendInvitations: boolean },
  log: Pick<FastifyBaseLogger, "error">,
) {
  const { cells } = input;
  let outcome: Awaited<ReturnType<typeof checkStaffList>> & { imported: Imported[] };
  try {
    outcome = await platform.db.transaction(async (tx) => {
      const checked = await checkStaffList(tx, actor.companyId, cells);
      if (checked.good.length === 0) throw badRequest(employeeMessages.importNothingToImport);
      const imported = await storeRows(tx, actor, checked.good, input.sendInvitations);
      await recordAudit(tx, {
        ...auditBy(actor),
        action: "employees.imported",
        entityType: "employee",
        detail: {
          imported: imported.length,
          leftOut: checked.preview.invalid,
          invited: input.sendInvitations,
          employeeIds: imported.map((person) => person.id),
        },
      });
      return { ...checked, imported };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(employeeMessages.emailInUse);
    throw error;
  }
  const invited = input.sendInvitations
    ? await mailInvitations(
        platform,
        await invitingCompany(platform.db, platform, site, actor.companyId),
        outcome.imported,
        log,
      )
    : 0;
  return { ...outcome.preview, imported: outcome.imported.length, invited };
}
