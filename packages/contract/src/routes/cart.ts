import { z } from "zod";
import {
  addDocumentToCartSchema,
  addToCartSchema,
  cartActionReplySchema,
  cartCountReplySchema,
  cartDetailsReplySchema,
  cartOwnerSchema,
  cartUpdateReplySchema,
  removeCartItemSchema,
  replaceCartSchema,
  updateCartLineSchema,
} from "../commerce";
import { route } from "./define";

const tags = ["cart"];

/** A line removed, or the cart emptied: the message and how many lines are left. */
export const cartRemovalReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  cartCount: z.number().int(),
});

/**
 * The server cart of spec 000 §7: the cart of a company owner or staff user, taken from the
 * session (a visitor's cart stays in the browser until they sign in). Employees and the platform
 * admin have none.
 */
export const cartRoutes = {
  addToCart: route({
    method: "POST",
    path: "/user/add-to-cart",
    access: "company",
    body: addToCartSchema,
    reply: cartActionReplySchema,
    tags,
  }),
  addDocumentToCart: route({
    method: "POST",
    path: "/company/singledocument/addtocart",
    access: "company",
    body: addDocumentToCartSchema,
    reply: cartActionReplySchema,
    tags,
  }),
  cartCount: route({
    method: "POST",
    path: "/user/cart-count",
    access: "company",
    body: cartOwnerSchema,
    reply: cartCountReplySchema,
    tags,
  }),
  cartDetails: route({
    method: "POST",
    path: "/user/get-cart-details",
    access: "company",
    body: cartOwnerSchema,
    reply: cartDetailsReplySchema,
    tags,
  }),
  replaceCart: route({
    method: "POST",
    path: "/user/updatecart",
    access: "company",
    body: replaceCartSchema,
    reply: cartUpdateReplySchema,
    tags,
    summary: "Replaces the whole cart; every line is checked",
  }),
  updateCartLine: route({
    method: "POST",
    path: "/user/update-cart",
    access: "company",
    body: updateCartLineSchema,
    reply: cartUpdateReplySchema,
    tags,
    summary: "One plan or add-on choice on a package line",
  }),
  removeCartItem: route({
    method: "POST",
    path: "/user/remove-cart-item",
    access: "company",
    body: removeCartItemSchema,
    reply: cartRemovalReplySchema,
    sharedIds: ["packageId"],
    tags,
  }),
  emptyCart: route({
    method: "POST",
    path: "/user/removeCart",
    access: "company",
    body: cartOwnerSchema,
    reply: cartRemovalReplySchema,
    tags,
  }),
};
