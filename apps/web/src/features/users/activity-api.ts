import { type ActivityFilter, pageSizes, routes } from "@cloudoc/contract";
import { call } from "../../lib/api";
import { downloadFile } from "../../lib/files";

/** The activity log's calls (issue 15): the page of events, the people in it, the CSV export. */

export const activityKeys = {
  all: ["activity"] as const,
  list: (input: ActivityInput) => ["activity", "list", input] as const,
  people: ["activity", "people"] as const,
};

/** The filters as the screen holds them: only what is chosen is sent. */
export interface ActivityInput {
  page: number;
  actorUserId?: string;
  action?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  recordType?: ActivityFilter["recordType"];
  record?: string;
}

export const activityPageSize = pageSizes.users;

const filterOf = ({ page: _page, ...filter }: ActivityInput) => filter;

/** POST /users/activity: 25 a page, newest first. */
export async function fetchActivity(input: ActivityInput) {
  const reply = await call(routes.activityList, {
    ...filterOf(input),
    skip: (input.page - 1) * activityPageSize,
    limit: activityPageSize,
  });
  return { list: reply.list, total: reply.total };
}

/** POST /users/activity/people: who appears in the log, for the "who" filter. */
export async function fetchActivityPeople() {
  return (await call(routes.activityPeople, {})).list;
}

/** POST /users/activity/export: the filtered events as a CSV file. */
export function exportActivity(input: ActivityInput) {
  return downloadFile(routes.exportActivity, filterOf(input), "Activity.csv");
}
