import { billingMessages, messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import type { SessionUser } from "../../platform/actor";
import { allows } from "../../platform/auth";
import { forbidden, ok, unauthorised } from "../../platform/envelope";
import type { PaymentProvider } from "../../platform/payments";
import { serve } from "../../platform/routes";
import { sendFile } from "../exports/send";
import { renewalDiscountables } from "../subscriptions/renewal-quote";
import {
  addSandboxCard,
  type CardContext,
  cardList,
  confirmCardSetup,
  deleteCard,
  setDefaultCard,
  startCardSetup,
} from "./card-calls";
import { type CouponBuyer, lookupCoupons } from "./coupons";
import { invoicePdf } from "./invoice-pdf";
import { invoiceDetails, listInvoices } from "./invoices";
import { storageUsage, storedFileDetails } from "./storage";

/** A signed-in company owner or staff user has a cart a coupon can be priced on. */
const buyerOf = (session: SessionUser | null) =>
  session?.companyId && (session.role === "company" || session.role === "user")
    ? { userId: session.userId, companyId: session.companyId }
    : null;

/**
 * The buyer a coupon is checked for: on the renewal of `subscriptionId` when one is named (which
 * only someone who may renew it can ask), else on their cart.
 */
function couponBuyerOf(session: SessionUser | null, subscriptionId: string | undefined, now: Date) {
  const buyer = buyerOf(session);
  if (!subscriptionId) return buyer;
  if (!session) throw unauthorised();
  if (!buyer || !allows(session, routes.renewPlan.access)) throw forbidden();
  const renewing: CouponBuyer = {
    ...buyer,
    renewal: (executor) => renewalDiscountables(executor, buyer.companyId, subscriptionId, now),
  };
  return renewing;
}

/** Invoices, cards, coupons and storage (issue 22); rules in the files beside this one. */
export const billingRoutes: FastifyPluginAsync<{ payments: PaymentProvider }> = async (app, options) => {
  const { platform } = app;
  const { db } = platform;
  const cards: CardContext = { platform, provider: options.payments };

  serve(app, routes.invoiceList, async ({ input, actor }) => {
    const result = await listInvoices(db, actor.companyId, input);
    if (result.total === 0) return { status: 2 as const, response: messages.noRecordsFound, ...result };
    return ok("ok", result);
  });

  serve(app, routes.invoiceDetails, async ({ input, actor }) =>
    ok(await invoiceDetails(db, actor.companyId, input.invoiceId)),
  );

  serve(app, routes.invoicePdf, async ({ input, actor, reply }) =>
    sendFile(reply, await invoicePdf(db, platform.pdf, actor.companyId, input.invoiceId)),
  );

  serve(app, routes.cardList, async ({ actor }) => ok("ok", await cardList(cards, actor)));

  serve(app, routes.addCard, async ({ input, actor }) =>
    ok(billingMessages.cardSaved, { data: await addSandboxCard(cards, actor, input.card) }),
  );

  serve(app, routes.startCardSetup, async ({ actor }) =>
    ok("ok", { data: await startCardSetup(cards, actor) }),
  );

  serve(app, routes.confirmCardSetup, async ({ input, actor }) =>
    ok(billingMessages.cardSaved, { data: await confirmCardSetup(cards, actor, input.setupIntent) }),
  );

  serve(app, routes.deleteCard, async ({ input, actor }) =>
    ok(messages.successfullyDeleted, await deleteCard(platform, actor, input.card_id)),
  );

  serve(app, routes.setDefaultCard, async ({ input, actor }) =>
    ok(billingMessages.defaultCardSet, { data: await setDefaultCard(platform, actor, input) }),
  );

  serve(app, routes.couponList, async ({ input, actor }) => {
    const now = platform.clock.now();
    const found = await lookupCoupons(db, {
      code: input.code,
      now,
      buyer: couponBuyerOf(actor.session, input.subs_id, now),
    });
    return ok("ok", found);
  });

  serve(app, routes.storageUsage, async ({ actor }) => ok(await storageUsage(db, actor.companyId)));

  serve(app, routes.fileDetails, async ({ input, actor }) =>
    ok(await storedFileDetails(db, actor.companyId, input.fileId)),
  );
};
