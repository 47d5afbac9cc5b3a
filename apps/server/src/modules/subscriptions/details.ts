import {
  isLive,
  messages,
  type PackageFolderNode,
  type SubscriptionLicenceDetails,
  toPounds,
} from "@cloudoc/contract";
import type { Database } from "../../platform/db/client";
import { notFound } from "../../platform/envelope";
import { packageFolderTree } from "../catalogue/details";
import { countDocumentsOfTemplates } from "../documents/queries";
import { getSiteSettings } from "../settings/service";
import { type PackageSubscription, packageFactsOf, packageSubscriptionOf } from "./facts";
import { pricesOf } from "./plan-list";

/** The subscription a call names (404 if not the company's), or its latest live one, else its latest. */
async function subscriptionOrCurrent(
  db: Database,
  companyId: string,
  subscriptionId: string | undefined,
  now: Date,
) {
  if (subscriptionId) {
    const sub = await packageSubscriptionOf(db, companyId, subscriptionId);
    if (!sub) throw notFound();
    return sub;
  }
  const all = await packageFactsOf(db, companyId);
  return all.find((sub) => isLive(sub, now)) ?? all[0];
}

const templateIdsOf = (nodes: PackageFolderNode[]): string[] =>
  nodes.flatMap((node) => [
    ...node.documents.map((document) => document._id),
    ...templateIdsOf(node.folders),
  ]);

const none: SubscriptionLicenceDetails = {
  status: 2,
  response: messages.noRecordsFound,
  subscriptionId: null,
  packageName: null,
  licensePeriod: null,
  licenseFee: 0,
  documents: 0,
  total: 0,
  files: 0,
  folders_data: [],
  file_path: "",
};

async function detailsOf(db: Database, companyId: string, sub: PackageSubscription, now: Date) {
  const [settings, tree] = await Promise.all([getSiteSettings(db), packageFolderTree(db, sub.packageId)]);
  const { current } = await pricesOf(db, settings, sub, now);
  const line = current.lines[0];
  const templateIds = templateIdsOf(tree);
  return {
    status: 1 as const,
    response: "",
    subscriptionId: sub.id,
    packageName: line?.facts.name ?? "",
    licensePeriod: { plan: sub.plan, startsAt: sub.startsAt.toISOString(), endsAt: sub.endsAt.toISOString() },
    licenseFee: toPounds(line?.price.licencePence ?? sub.row.licenceFeePence),
    documents: templateIds.length,
    total: toPounds(current.totals.totalPence),
    files: await countDocumentsOfTemplates(db, companyId, templateIds),
    folders_data: tree.map((node) => ({
      _id: node._id,
      folderName: node.name,
      documents: templateIdsOf([node]).length,
    })),
    file_path: "/company/documents",
  };
}

/** GET /user/subscription/details: the licence, its price and what the package holds ('No records found'). */
export async function subscriptionDetails(
  db: Database,
  companyId: string,
  subscriptionId: string | undefined,
  now: Date,
): Promise<SubscriptionLicenceDetails> {
  const sub = await subscriptionOrCurrent(db, companyId, subscriptionId, now);
  return sub ? detailsOf(db, companyId, sub, now) : none;
}

/**
 * POST /user/subscription/get_json_folder_list: the folder tree of a subscription's package (a
 * company's own subscription, else 404), or of a catalogue package by id.
 */
export async function subscriptionFolderList(
  db: Database,
  companyId: string,
  request: { subs_id?: string; packageId?: string },
): Promise<PackageFolderNode[]> {
  const packageId = request.subs_id
    ? (await packageSubscriptionOf(db, companyId, request.subs_id))?.packageId
    : request.packageId;
  if (!packageId) throw notFound();
  return packageFolderTree(db, packageId);
}
