import { z } from "zod";
import { isAbsent } from "./absent";
import { addOnTypes, planTypes } from "./constants";
import { messages } from "./messages";
import { normaliseAddOns } from "./plan-selection";
import type { AddOnType, PlanType } from "./prices";

/**
 * The cart, checkout, payment and order calls (spec 000 §7, spec 001 §7): request and reply
 * schemas shared by the server and the web. Money is pounds with two decimals on the wire; the
 * server prices every line itself and ignores any price a client sends.
 */

export const planTypeSchema = z.enum(planTypes);
export const addOnTypeSchema = z.enum(addOnTypes);
export const cartSendTypes = ["subscription", "document"] as const;
export const defaultPlanType: PlanType = "yearly";
export const maxCartLines = 50;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: unknown): value is string => typeof value === "string" && uuidPattern.test(value);
export const idSchema = z.string().regex(uuidPattern, messages.notFound);
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

export type CartLineRequest =
  | { kind: "package"; id: string; planType: PlanType; addOns: AddOnType[] }
  | { kind: "document"; id: string };

const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const firstOf = <T>(raw: Record<string, unknown>, keys: string[], accept: (v: unknown) => v is T) =>
  keys.map((key) => raw[key]).find(accept);
const isPlanType = (value: unknown): value is PlanType =>
  typeof value === "string" && (planTypes as readonly string[]).includes(value.toLowerCase());
const flagAddOns: [string, AddOnType, PlanType | null][] = [
  ["monthlyUpdates", "updates", "monthly"],
  ["yearlyUpdates", "updates", "yearly"],
  ["monthlyManagement", "management", "monthly"],
  ["yearlyManagement", "management", "yearly"],
  ["monthlyCombo", "combo", "monthly"],
  ["yearlyCombo", "combo", "yearly"],
  ["monthlyPro", "pro", "monthly"],
  ["yearlyPro", "pro", "yearly"],
  ["printing", "printing", null],
  ["instantBuyUpdate", "updates", null],
  ["updatePlanPurchase", "updates", null],
];

function listedAddOns(value: unknown): AddOnType[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return items
    .map((item) => (typeof item === "string" ? item.trim().toLowerCase() : ""))
    .filter((item): item is AddOnType => (addOnTypes as readonly string[]).includes(item));
}

/**
 * Reads a line a browser kept in its offline cart (or sends to /user/updatecart), whatever
 * names it used (spec 000 §3 Cart item), into what the server stores. Anything else in it,
 * prices included, is ignored; a line without a usable id answers null.
 */
export function cartLineFromClient(raw: unknown): CartLineRequest | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const line = raw as Record<string, unknown>;
  const isDocument = line.sendtype === "document" || (isId(line.fileId) && !isId(line.packageId));
  if (isDocument) {
    const id = firstOf(line, ["fileId", "id", "_id"], isId);
    return id ? { kind: "document", id } : null;
  }
  if (!isAbsent(line.sendtype) && line.sendtype !== "subscription") return null;
  const id = firstOf(line, ["packageId", "id", "_id"], isId);
  if (!id) return null;
  const flagged = flagAddOns.filter(([key]) => truthy(line[key]));
  const named = firstOf(
    line,
    ["renewalPlan", "packagePlanType", "planType", "planId", "licenceType", "licencetype"],
    isPlanType,
  );
  const flaggedPlan = flagged.map(([, , plan]) => plan).find((plan) => plan !== null);
  const planType = (named?.toLowerCase() as PlanType | undefined) ?? flaggedPlan ?? defaultPlanType;
  const addOns = normaliseAddOns([
    ...listedAddOns(line.selectedPackages),
    ...listedAddOns(line.packages),
    ...listedAddOns(line.addOns),
    ...flagged.map(([, addOn]) => addOn),
  ]);
  return { kind: "package", id, planType, addOns };
}

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
