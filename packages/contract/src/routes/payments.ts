import { z } from "zod";
import {
  checkoutReplySchema,
  checkoutSchema,
  paymentResultQuerySchema,
  paymentResultSchema,
  payOrderSchema,
} from "../checkout";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import { route } from "./define";

const tags = ["payments"];
/** Paying is for the company owner, or staff with the Subscriptions permission (spec 000 §6). */
const access = { permission: permissions.subscriptions } as const;

/** A completed payment: the message and what was bought (a replay answers it again, unchanged). */
export const paidReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: paymentResultSchema,
});

/** What the Stripe webhook did with an event. */
export const webhookOutcomes = ["completed", "refunded", "unchanged", "ignored"] as const;

/** Checkout, the sandbox card payment, the payment result pages and the Stripe webhook. */
export const paymentsRoutes = {
  checkout: route({
    method: "POST",
    path: "/user/checkout",
    access,
    body: checkoutSchema,
    reply: envelopeOf(checkoutReplySchema),
    tags,
    summary: "Makes a pending order from the server cart and starts its payment",
  }),
  payOrder: route({
    method: "POST",
    path: "/user/checkout/pay",
    access,
    body: payOrderSchema,
    reply: paidReplySchema,
    tags,
    summary: "Sandbox card payment; a declined card answers 402",
  }),
  paymentSuccess: route({
    method: "GET",
    path: "/users/details-update/payment/success",
    access,
    query: paymentResultQuerySchema,
    reply: paidReplySchema,
    tags,
    summary: "Confirms a paid order; safe to repeat",
  }),
  paymentFailure: route({
    method: "GET",
    path: "/users/details-update/payment/failure",
    access,
    query: paymentResultQuerySchema,
    reply: envelopeOf(z.string()),
    tags,
    summary: "The buyer gave up: answers 402 'Payment Failed.' (409 if the order was paid after all)",
  }),
  stripeWebhook: route({
    method: "POST",
    path: "/payments/stripe/webhook",
    access: "public",
    reply: envelopeOf(z.enum(webhookOutcomes)),
    tags,
    summary: "A signed Stripe event, checked against the raw body; 404 unless Stripe is the provider",
  }),
};
