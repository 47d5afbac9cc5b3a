import { messages, type PlanListReply } from "@cloudoc/contract";
import { formatDate } from "../../lib/format";

/**
 * The company shell's past-due banner (issue 22): a renewal failed, the card is to be updated,
 * and access stays open until the grace period ends. The no-subscription banner is the
 * dashboard's (spec 000 §2 Banners). A dismissed banner stays hidden for the session.
 */
export interface PastDueBanner {
  text: string;
  /** DD/MM/YYYY: the earliest grace end of the past-due subscriptions. */
  openUntil: string;
}

type Reply = Pick<PlanListReply, "banner" | "bannerText" | "planList">;

export function pastDueBanner(reply: Reply | undefined, dismissed: boolean): PastDueBanner | null {
  if (reply?.banner !== "past_due" || dismissed) return null;
  const ends = reply.planList
    .filter((item) => item.status === "past_due")
    .map((item) => item.renewal.graceEndsAt ?? item.expiresAt)
    .filter((end): end is string => end !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return { text: reply.bannerText ?? messages.renewalPastDueBanner, openUntil: formatDate(ends[0]) };
}
