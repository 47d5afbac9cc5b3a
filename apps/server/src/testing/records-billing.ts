import type { LibraryFixture } from "../modules/library/test-support";
import { coupons } from "../modules/orders/tables";
import { png, pngPart, postForm } from "../modules/profile/test-files";

/**
 * Invoices, cards, coupons and storage (issue 22): company A (whose purchase already issued an
 * invoice and kept its card) buys a package with a coupon taking off everything (a redemption,
 * a £0 order completed without a card), keeps a second card, and uploads its logo (a stored file).
 */
export async function makeBillingRecords(f: LibraryFixture) {
  const expectOk = async (label: string, reply: Promise<{ statusCode: number; body: string }>) => {
    const answered = await reply;
    if (answered.statusCode !== 200)
      throw new Error(`${label} failed: ${answered.statusCode} ${answered.body}`);
    return JSON.parse(answered.body) as { response: { orderId: string } };
  };
  await f.db.insert(coupons).values({ code: "RECORDS", kind: "percent", amount: 100 });
  await expectOk(
    "add to cart",
    f.post(f.ownerA, "user/add-to-cart", { packageId: f.ids.packageId("care-home-scotland") }),
  );
  const { orderId } = (
    await expectOk("checkout", f.post(f.ownerA, "user/checkout", { couponCode: "RECORDS" }))
  ).response;
  await expectOk("£0 order", f.get(f.ownerA, `users/details-update/payment/success?orderId=${orderId}`));
  const card = { number: "5555 5555 5555 4444", expiry: "12/40", cvc: "123", name: "Alex Morgan" };
  await expectOk("card", f.post(f.ownerA, "user/payment/card/add", { card }));
  await expectOk("logo", postForm(f.app, f.ownerA, "admin/users/logo/upload", {}, [pngPart(png(20, 20))]));
}
