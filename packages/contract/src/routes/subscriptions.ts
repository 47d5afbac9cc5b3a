import { z } from "zod";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import {
  cancellationSchema,
  cancelQuerySchema,
  documentManagementReplySchema,
  documentManagementRequestSchema,
  planChangeSchema,
  planListReplySchema,
  planListRequestSchema,
  planUpdateQuerySchema,
  renewalSchema,
  renewPlanSchema,
  subscribePlanSchema,
  subscriptionDetailsQuerySchema,
  subscriptionFolderListReplySchema,
  subscriptionFolderListSchema,
  subscriptionLicenceDetailsSchema,
  subscriptionPaymentReplySchema,
  subscriptionResultQuerySchema,
} from "../subscriptions";
import { route } from "./define";

const tags = ["subscriptions"];
/** Subscriptions are billing: the owner, or staff with the Subscriptions permission (spec 000 §6). */
const access = { permission: permissions.subscriptions } as const;

const renewalReplySchema = z.object({ status: z.literal(1), response: z.string(), data: renewalSchema });

/** Subscriptions, renewals, plan changes and cancellation (issue 22, spec 001 §7). */
export const subscriptionsRoutes = {
  planList: route({
    method: "POST",
    path: "/user/planList",
    access,
    body: planListRequestSchema,
    reply: planListReplySchema,
    tags,
    summary: "The company's package subscriptions with add-ons, renewal state and the banner (25 a page)",
  }),
  subscriptionLicenceDetails: route({
    method: "GET",
    path: "/user/subscription/details",
    access,
    query: subscriptionDetailsQuerySchema,
    reply: subscriptionLicenceDetailsSchema,
    tags,
    summary: "Licence period, fee, documents and folders of a subscription ('No records found' when none)",
  }),
  subscriptionPlanUpdate: route({
    method: "GET",
    path: "/user/subscription/plan/update",
    access,
    query: planUpdateQuerySchema,
    reply: envelopeOf(z.string()).extend({ data: planChangeSchema }),
    tags,
    summary: "Monthly ↔ yearly from the next period: the price first, then `confirm=1` sets it",
  }),
  subscriptionCancel: route({
    method: "GET",
    path: "/user/subscription/cancel",
    access,
    query: cancelQuerySchema,
    reply: envelopeOf(z.string()).extend({ data: cancellationSchema }),
    tags,
    summary: "Cancels at the end of the paid period (undo until then)",
  }),
  subscriptionCancelUndo: route({
    method: "GET",
    path: "/user/subscription/cancel/undo",
    access,
    query: cancelQuerySchema,
    reply: envelopeOf(z.string()).extend({ data: cancellationSchema }),
    tags,
    summary: "Takes back a cancellation before the period ends",
  }),
  subscribePlan: route({
    method: "POST",
    path: "/user/subscribeplan",
    access,
    body: subscribePlanSchema,
    reply: subscriptionPaymentReplySchema,
    tags,
    summary:
      "Buys a package or add-ons as an existing company with the default (or given) card; 402 when declined, status 3 when held",
  }),
  subscribePlanSuccess: route({
    method: "GET",
    path: "/user/subscribeplan/success",
    access,
    query: subscriptionResultQuerySchema,
    reply: subscriptionPaymentReplySchema,
    tags,
    summary: "Confirms a subscription order paid (safe to repeat): 'Subscription Added Successfully.'",
  }),
  subscribePlanFailed: route({
    method: "GET",
    path: "/user/subscribeplan/failed",
    access,
    query: subscriptionResultQuerySchema,
    reply: envelopeOf(z.string()),
    tags,
    summary: "The payment was given up: answers 402 'Payment Failed.' (409 if it was paid after all)",
  }),
  renewPlan: route({
    method: "POST",
    path: "/user/renewplan",
    access,
    body: renewPlanSchema,
    reply: renewalReplySchema,
    tags,
    summary: "Renews a past-due or expired subscription, or early, with the default card; 402 when declined",
  }),
  documentManagement: route({
    method: "POST",
    path: "/user/get/document/management",
    access,
    body: documentManagementRequestSchema,
    reply: documentManagementReplySchema,
    tags,
    summary: "Document management's renewal state and price; with `confirm` it renews it",
  }),
  subscriptionPaymentSuccess: route({
    method: "GET",
    path: "/user/payment/update/success",
    access,
    query: subscriptionResultQuerySchema,
    reply: subscriptionPaymentReplySchema,
    tags,
    summary: "The result page after a subscription or renewal payment (safe to repeat)",
  }),
  subscriptionFolderList: route({
    method: "POST",
    path: "/user/subscription/get_json_folder_list",
    access,
    body: subscriptionFolderListSchema,
    reply: subscriptionFolderListReplySchema,
    tags,
    sharedIds: ["packageId"],
    summary: "The folders and documents a subscription's package holds",
  }),
};
