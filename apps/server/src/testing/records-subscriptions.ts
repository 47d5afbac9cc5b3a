import type { LibraryFixture } from "../modules/library/test-support";
import { paymentCards } from "../modules/subscriptions/tables";

/**
 * The subscription lifecycle (issue 22): company A renews its package early with a kept card
 * (a renewal row, a renewal order and its invoice) and schedules then takes back a cancellation,
 * so the cross-tenant walk sends A's subscription id to every subscription call.
 */
export async function makeSubscriptionsRecords(f: LibraryFixture) {
  const list = await f.post(f.ownerA, "user/planList");
  const subscriptionId = (list.json().planList as { _id: string }[])[0]?._id;
  if (!subscriptionId) throw new Error(`company A holds no subscription: ${list.body}`);
  const [card] = await f.db
    .insert(paymentCards)
    .values({
      companyId: f.a.company.id,
      provider: "sandbox",
      customerReference: "sbx_cus_records",
      methodReference: "sbx_pm_records",
      last4: "4242",
    })
    .returning();
  const renewed = await f.post(f.ownerA, "user/renewplan", { planId: subscriptionId, token: card?.id });
  if (renewed.statusCode !== 200) throw new Error(`renewplan failed: ${renewed.statusCode} ${renewed.body}`);
  await f.get(f.ownerA, `user/subscription/cancel?subs_id=${subscriptionId}`);
  await f.get(f.ownerA, `user/subscription/cancel/undo?subs_id=${subscriptionId}`);
}
