import { z } from "zod";
import { cartSendTypes, idPattern, maxCartLines } from "./cart-rules";
import { addOnTypes, planTypes } from "./constants";
import { messages } from "./messages";

/**
 * The cart, checkout, payment and order calls (spec 000 §7, spec 001 §7): request and reply
 * schemas shared by the server and the web. Money is pounds with two decimals on the wire; the
 * server prices every line itself and ignores any price a client sends. The rules without zod
 * (reading a browser's cart line, ids) are in cart-rules.ts.
 */

export const planTypeSchema = z.enum(planTypes);
export const addOnTypeSchema = z.enum(addOnTypes);
export const idSchema = z.string().regex(idPattern, messages.notFound);
/** A userId a payload may carry; the server answers 403 when it is not the caller's. */
export const userIdField = z.string().max(100).optional();

// ---- stored cart lines and lines sent by a browser ----

/** A line as the server stores it: what was chosen, never a price. */
export const storedCartLineSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("package"),
    id: idSchema,
    sendtype: z.literal("subscription"),
    planType: planTypeSchema,
    addOns: z.array(addOnTypeSchema).max(addOnTypes.length),
    addedAt: z.string(),
  }),
  z.object({
    kind: z.literal("document"),
    id: idSchema,
    sendtype: z.literal("document"),
    addedAt: z.string(),
  }),
]);
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

// ---- cart calls ----

const binaryFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const addToCartSchema = z.object({
  packageId: idSchema,
  userId: userIdField,
  sendtype: z.literal("subscription").default("subscription"),
  /** The add-ons chosen with the package. */
  packages: z.array(addOnTypeSchema).max(addOnTypes.length).default([]),
  renewalPlan: planTypeSchema.optional(),
  /** Buy the document updates add-on with the package. */
  instantBuyUpdate: binaryFlag.optional(),
  /** The plan type, when renewalPlan is not given. */
  licencetype: planTypeSchema.optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartSchema>;

export const addDocumentToCartSchema = z.object({
  fileId: idSchema,
  userId: userIdField,
  /** What the browser shows about the document; not used. */
  fileData: z.unknown().optional(),
  /** Ignored: the server prices every line. */
  price: z.unknown().optional(),
});

export const cartOwnerSchema = z.object({ userId: userIdField }).nullish();

export const replaceCartSchema = z.object({
  userId: userIdField,
  cartDetails: z.array(z.record(z.string(), z.unknown())).max(maxCartLines),
});

export const updateCartLineSchema = z
  .object({
    id: idSchema.optional(),
    packageId: idSchema.optional(),
    /** The add-on ticked (or unticked with selected: false). */
    package: addOnTypeSchema.optional(),
    plantype: planTypeSchema,
    selected: z.boolean().default(true),
  })
  .refine((body) => body.id ?? body.packageId, { message: messages.invalidRequest, path: ["packageId"] })
  .refine((body) => !(body.id && body.packageId && body.id !== body.packageId), {
    message: messages.invalidRequest,
    path: ["id"],
  });
export type UpdateCartLineRequest = z.infer<typeof updateCartLineSchema>;

export const removeCartItemSchema = z.object({
  userId: userIdField,
  packageId: idSchema,
  sendtype: z.enum(cartSendTypes).default("subscription"),
});

const money = z.number();
export const pricedAddOnSchema = z.object({
  type: addOnTypeSchema,
  plan: planTypeSchema,
  price: money,
  dueNow: money,
});

/** A cart line as the cart page shows it (spec 000 §3 Cart item), priced by the server. */
export const cartLineSchema = z.object({
  id: z.string(),
  kind: z.enum(["package", "document"]),
  name: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  sendtype: z.enum(cartSendTypes),
  quantity: z.literal(1),
  selectedPackages: z.array(addOnTypeSchema),
  planId: planTypeSchema.nullable(),
  renewalPlan: planTypeSchema.nullable(),
  licenceType: planTypeSchema.nullable(),
  packagePlanType: planTypeSchema.nullable(),
  updatePlanPurchase: z.boolean(),
  monthlyUpdates: z.boolean(),
  yearlyUpdates: z.boolean(),
  monthlyManagement: z.boolean(),
  yearlyManagement: z.boolean(),
  monthlyCombo: z.boolean(),
  yearlyCombo: z.boolean(),
  monthlyPro: z.boolean(),
  yearlyPro: z.boolean(),
  printing: z.boolean(),
  licenseFee: money,
  price: money,
  discount: money,
  addOns: z.array(pricedAddOnSchema),
  total: money,
  /** The trial's end, when the line is on a free trial. */
  trialEndsAt: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartDetailsSchema = z.object({
  cartDetails: z.array(cartLineSchema),
  count: z.number().int(),
  subtotal: money,
  discount: money,
  total: money,
});
export type CartDetails = z.infer<typeof cartDetailsSchema>;

/** add-to-cart and singledocument/addtocart: status 1 added, 2 already in the cart, 3 already subscribed. */
export const cartActionReplySchema = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  response: z.string(),
  cartCount: z.number().int(),
});
export const cartCountReplySchema = z.object({ status: z.literal(1), response: z.number().int() });
export const cartDetailsReplySchema = z.object({ status: z.literal(1), response: cartDetailsSchema });
/** updatecart and update-cart: the message, and the cart as it now is. */
export const cartUpdateReplySchema = z.object({
  status: z.literal(1),
  response: z.string(),
  data: cartDetailsSchema,
});
