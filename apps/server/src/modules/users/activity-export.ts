import { type ActivityFilter, type ActivityItem, activityRecordTypes, ukToday } from "@cloudoc/contract";
import type { CompanyActor } from "../../platform/actor";
import type { Executor } from "../../platform/db/client";
import type { SentFile } from "../exports/send";
import { shownDateTime } from "../policies/evidence-html";
import { csvLine } from "../policies/matrix-export";
import { activityItems } from "./activity";

/** The most events one export holds (a year of a busy organisation); narrow the dates for more. */
export const maxExportedEvents = 50_000;

const roleNames: Readonly<Record<string, string>> = {
  company: "Owner",
  user: "Staff user",
  employee: "Employee",
  admin: "Cloudoc",
};

const recordTypeName = (type: string) =>
  (activityRecordTypes as Readonly<Record<string, string>>)[type] ?? type.replace(/_/g, " ");

const header = [
  "When (UK time)",
  "Who",
  "Role",
  "What",
  "Record type",
  "Record",
  "Record id",
  "IP address",
  "Action",
];

function lineOf(item: ActivityItem): string {
  return csvLine([
    shownDateTime(item.createdAt),
    item.actorName || "Cloudoc (automatic)",
    item.actorRole ? (roleNames[item.actorRole] ?? item.actorRole) : "",
    item.description,
    recordTypeName(item.recordType),
    item.recordName,
    item.recordId ?? "",
    item.ip ?? "",
    item.action,
  ]);
}

/** POST /users/activity/export: the events for the filters as CSV, newest first. */
export async function exportActivity(
  executor: Executor,
  actor: CompanyActor,
  filter: ActivityFilter,
): Promise<SentFile> {
  const items = await activityItems(executor, actor.companyId, filter, { skip: 0, limit: maxExportedEvents });
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  const body = `\ufeff${csvLine(header)}${items.map(lineOf).join("")}`;
  return {
    body: Buffer.from(body, "utf8"),
    fileName: `Activity ${ukToday()}.csv`,
    contentType: "text/csv; charset=utf-8",
  };
}
