import { messages, routes } from "@cloudoc/contract";
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../../platform/envelope";
import { serve } from "../../platform/routes";
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

const addedMessage = {
  1: messages.addedToCart,
  2: messages.alreadyInCart,
  3: messages.alreadySubscribed,
} as const;

const added = ({ status, count }: { status: 1 | 2 | 3; count: number }) => ({
  status,
  response: addedMessage[status],
  cartCount: count,
});

/** The cart calls of spec 000 §7; the cart is always the session's user's (the actor). */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  serve(app, routes.addToCart, async ({ input, actor }) => added(await addPackage(db, actor, input)));

  serve(app, routes.addDocumentToCart, async ({ input, actor }) =>
    added(await addDocument(db, actor, input.fileId)),
  );

  serve(app, routes.cartCount, async ({ actor }) => ok(await cartCount(db, actor)));

  serve(app, routes.cartDetails, async ({ actor }) => ok(await cartDetails(db, actor)));

  serve(app, routes.replaceCart, async ({ input, actor }) =>
    ok(messages.cartUpdated, { data: await replaceCart(db, actor, input.cartDetails) }),
  );

  serve(app, routes.updateCartLine, async ({ input, actor }) =>
    ok(messages.cartUpdated, { data: await updateCartLine(db, actor, input) }),
  );

  serve(app, routes.removeCartItem, async ({ input, actor }) =>
    ok(messages.removedFromCart, { cartCount: await removeCartItem(db, actor, input) }),
  );

  serve(app, routes.emptyCart, async ({ actor }) =>
    ok(messages.cartEmptied, { cartCount: await clearCart(db, actor) }),
  );
};
