import {
  addDocumentToCartSchema,
  addToCartSchema,
  cartActionReplySchema,
  cartCountReplySchema,
  cartDetailsReplySchema,
  cartOwnerSchema,
  cartUpdateReplySchema,
  messages,
  removeCartItemSchema,
  replaceCartSchema,
  updateCartLineSchema,
} from "@cloudoc/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/envelope";
import { cartOwnerOf } from "./owner";
import {
  addDocument,
  addPackage,
  cartCount,
  cartDetails,
  clearCart,
  removeCartItem,
  replaceCart,
  updateCartLine,
} from "./service";

const signedIn = { access: "signedIn" } as const;
const tags = ["cart"];
const cartCountReply = z.object({ status: z.literal(1), response: z.string(), cartCount: z.number().int() });

const addedMessage = {
  1: messages.addedToCart,
  2: messages.alreadyInCart,
  3: messages.alreadySubscribed,
} as const;

/** The cart calls of spec 000 §7; the user and company always come from the session. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.platform;

  app.post(
    "/user/add-to-cart",
    { config: signedIn, schema: { tags, body: addToCartSchema, response: { 200: cartActionReplySchema } } },
    async (request) => {
      const owner = cartOwnerOf(request, request.body.userId);
      const { status, count } = await addPackage(db, owner, request.body);
      return { status, response: addedMessage[status], cartCount: count };
    },
  );

  app.post(
    "/company/singledocument/addtocart",
    {
      config: signedIn,
      schema: { tags, body: addDocumentToCartSchema, response: { 200: cartActionReplySchema } },
    },
    async (request) => {
      const owner = cartOwnerOf(request, request.body.userId);
      const { status, count } = await addDocument(db, owner, request.body.fileId);
      return { status, response: addedMessage[status], cartCount: count };
    },
  );

  app.post(
    "/user/cart-count",
    { config: signedIn, schema: { tags, body: cartOwnerSchema, response: { 200: cartCountReplySchema } } },
    async (request) => ok(await cartCount(db, cartOwnerOf(request, request.body?.userId))),
  );

  app.post(
    "/user/get-cart-details",
    { config: signedIn, schema: { tags, body: cartOwnerSchema, response: { 200: cartDetailsReplySchema } } },
    async (request) => ok(await cartDetails(db, cartOwnerOf(request, request.body?.userId))),
  );

  app.post(
    "/user/updatecart",
    { config: signedIn, schema: { tags, body: replaceCartSchema, response: { 200: cartUpdateReplySchema } } },
    async (request) => {
      const owner = cartOwnerOf(request, request.body.userId);
      return ok(messages.cartUpdated, { data: await replaceCart(db, owner, request.body.cartDetails) });
    },
  );

  app.post(
    "/user/update-cart",
    {
      config: signedIn,
      schema: { tags, body: updateCartLineSchema, response: { 200: cartUpdateReplySchema } },
    },
    async (request) => {
      const owner = cartOwnerOf(request);
      return ok(messages.cartUpdated, { data: await updateCartLine(db, owner, request.body) });
    },
  );

  app.post(
    "/user/remove-cart-item",
    { config: signedIn, schema: { tags, body: removeCartItemSchema, response: { 200: cartCountReply } } },
    async (request) => {
      const owner = cartOwnerOf(request, request.body.userId);
      return ok(messages.removedFromCart, { cartCount: await removeCartItem(db, owner, request.body) });
    },
  );

  app.post(
    "/user/removeCart",
    { config: signedIn, schema: { tags, body: cartOwnerSchema, response: { 200: cartCountReply } } },
    async (request) => {
      const owner = cartOwnerOf(request, request.body?.userId);
      return ok(messages.cartEmptied, { cartCount: await clearCart(db, owner) });
    },
  );
};
