import { z } from "zod";
import {
  addCardSchema,
  cardListReplySchema,
  cardReplySchema,
  cardSetupReplySchema,
  confirmCardSetupSchema,
  couponLookupReplySchema,
  couponLookupSchema,
  defaultCardQuerySchema,
  deleteCardReplySchema,
  deleteCardSchema,
  fileDetailsQuerySchema,
  invoiceDetailsQuerySchema,
  invoiceDetailsSchema,
  invoiceListReplySchema,
  invoiceListSchema,
  storageUsageQuerySchema,
  storageUsageSchema,
  storedFileSchema,
} from "../billing";
import { optionalBody } from "../catalogue";
import { userIdField } from "../commerce";
import { envelopeOf } from "../envelope";
import { permissions } from "../permissions";
import { fileReply, route } from "./define";

/** Invoices, cards and storage are billing: the owner, or staff with the Subscriptions permission. */
const access = { permission: permissions.subscriptions } as const;
const optionalUser = optionalBody(z.object({ userId: userIdField }));

/** Invoices, cards, coupons and storage (issue 22; spec 001 §7, spec 000 §7 Payment). */
export const billingRoutes = {
  invoiceList: route({
    method: "POST",
    path: "/user/invoice/list",
    access,
    body: optionalBody(invoiceListSchema),
    reply: invoiceListReplySchema,
    tags: ["invoices"],
    summary: "The company's invoices, newest first, 10 a page",
  }),
  invoiceDetails: route({
    method: "GET",
    path: "/user/invoice/details",
    access,
    query: invoiceDetailsQuerySchema,
    reply: envelopeOf(invoiceDetailsSchema),
    tags: ["invoices"],
  }),
  invoicePdf: route({
    method: "GET",
    path: "/user/invoice/download",
    access,
    query: invoiceDetailsQuerySchema,
    reply: fileReply,
    tags: ["invoices"],
    summary: "The invoice as a PDF (printed by the Chromium pipeline)",
  }),
  cardList: route({
    method: "GET",
    path: "/user/payment/cards",
    access,
    query: z.object({ userId: userIdField }),
    reply: cardListReplySchema,
    tags: ["cards"],
    summary: "The company's kept cards (brand, last four digits, expiry, default) and which form adds one",
  }),
  addCard: route({
    method: "POST",
    path: "/user/payment/card/add",
    access,
    body: addCardSchema,
    reply: cardReplySchema,
    tags: ["cards"],
    summary: "Sandbox: the provider keeps the card typed in; the number is used for this request only",
  }),
  startCardSetup: route({
    method: "POST",
    path: "/user/payment/card/setup",
    access,
    body: optionalUser,
    reply: cardSetupReplySchema,
    tags: ["cards"],
    summary: "Stripe: a SetupIntent for Stripe Elements to confirm in the browser",
  }),
  confirmCardSetup: route({
    method: "POST",
    path: "/user/payment/card/confirm",
    access,
    body: confirmCardSetupSchema,
    reply: cardReplySchema,
    tags: ["cards"],
    summary: "Stripe: keeps the card of a SetupIntent the browser confirmed",
  }),
  deleteCard: route({
    method: "POST",
    path: "/users/details/delete/payment",
    access,
    body: deleteCardSchema,
    reply: deleteCardReplySchema,
    tags: ["cards"],
    summary: "Removes a kept card; warns when no card is left for renewals",
  }),
  setDefaultCard: route({
    method: "GET",
    path: "/user/set/defaultcard",
    access,
    query: defaultCardQuerySchema,
    reply: cardReplySchema,
    tags: ["cards"],
  }),
  couponList: route({
    method: "GET",
    path: "/list/coupon",
    access: "public",
    query: couponLookupSchema,
    reply: couponLookupReplySchema,
    tags: ["coupons"],
    summary: "The coupons on offer (without codes), or one code checked (and priced on a signed-in cart)",
  }),
  storageUsage: route({
    method: "GET",
    path: "/user/strorage/usage",
    access,
    query: storageUsageQuerySchema,
    reply: envelopeOf(storageUsageSchema),
    tags: ["storage"],
    summary: "Bytes the company stores against its quota",
  }),
  fileDetails: route({
    method: "GET",
    path: "/site/fileDetails",
    access: "company",
    query: fileDetailsQuerySchema,
    reply: envelopeOf(storedFileSchema),
    tags: ["storage"],
    summary: "One stored file of the company: name, size, type and when it was stored",
  }),
};
