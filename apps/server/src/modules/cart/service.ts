import {
  type AddToCartRequest,
  type CartDetails,
  type CartLineRequest,
  cartLineFromClient,
  choosePlan,
  defaultPlanType,
  type FieldError,
  maxCartLines,
  messages,
  normaliseAddOns,
  type StoredCartLine,
  storedCartLineSchema,
  type UpdateCartLineRequest,
} from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { ofCompany } from "../../platform/db/tenant";
import { badRequest, notFound } from "../../platform/envelope";
import { documentsOnSale, packagesOnSale } from "../catalogue/on-sale";
import { ownedPackageIds, ownedTemplateIds } from "../subscriptions/service";
import { cartDetailsOf, priceCart } from "./pricing";
import { carts } from "./tables";

/** A line's identity: how it is sent and the package (or document) it is for. */
export const lineKey = (line: { sendtype: string; id: string }) => `${line.sendtype}:${line.id}`;

/**
 * Whose cart (and whose company's orders) a call is about: a company owner or staff user, from
 * the session only (DESIGN §5); the route's access keeps employees and the platform admin out.
 */
export interface CartOwner {
  userId: string;
  companyId: string;
}

const ofOwner = (owner: CartOwner) => ofCompany(carts, owner.companyId, eq(carts.userId, owner.userId));

/** The stored lines; anything stored that is not a valid line (older data) is skipped. */
function validLines(items: unknown[]): StoredCartLine[] {
  return items.flatMap((item) => {
    const parsed = storedCartLineSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function cartLines(executor: Executor, owner: CartOwner): Promise<StoredCartLine[]> {
  const [row] = await executor.select({ items: carts.items }).from(carts).where(ofOwner(owner));
  return validLines(row?.items ?? []);
}

/** The cart's lines, with its row locked until the caller's transaction ends. */
export async function lockedCartLines(tx: Executor, owner: CartOwner): Promise<StoredCartLine[]> {
  await tx
    .insert(carts)
    .values({ userId: owner.userId, companyId: owner.companyId, items: [] })
    .onConflictDoNothing();
  const [row] = await tx.select({ items: carts.items }).from(carts).where(ofOwner(owner)).for("update");
  return validLines(row?.items ?? []);
}

/**
 * Changes the cart under a row lock, so two tabs adding at once both count. `change` answers the
 * new lines (or undefined to leave the cart as it is) and a result for the caller.
 */
async function changeCart<T>(
  executor: Executor,
  owner: CartOwner,
  change: (lines: StoredCartLine[], tx: Executor) => Promise<{ lines?: StoredCartLine[]; result: T }>,
): Promise<T> {
  return executor.transaction(async (tx) => {
    const { lines, result } = await change(await lockedCartLines(tx, owner), tx);
    if (lines) await tx.update(carts).set({ items: lines, updatedAt: sql`now()` }).where(ofOwner(owner));
    return result;
  });
}

const stored = (request: CartLineRequest, addedAt: string): StoredCartLine =>
  request.kind === "package"
    ? { ...request, sendtype: "subscription", addOns: normaliseAddOns(request.addOns), addedAt }
    : { ...request, sendtype: "document", addedAt };

type AddOutcome = { status: 1 | 2 | 3; count: number };

async function addLine(executor: Executor, owner: CartOwner, request: CartLineRequest): Promise<AddOutcome> {
  const exists =
    request.kind === "package"
      ? (await packagesOnSale(executor, [request.id])).has(request.id)
      : (await documentsOnSale(executor, [request.id])).has(request.id);
  if (!exists) throw notFound();
  return changeCart<AddOutcome>(executor, owner, async (lines, tx) => {
    const owned =
      request.kind === "package"
        ? (await ownedPackageIds(tx, owner.companyId)).has(request.id)
        : (await ownedTemplateIds(tx, owner.companyId, [request.id])).has(request.id);
    if (owned) return { result: { status: 3, count: lines.length } };
    const line = stored(request, new Date().toISOString());
    if (lines.some((l) => lineKey(l) === lineKey(line)))
      return { result: { status: 2, count: lines.length } };
    if (lines.length >= maxCartLines) throw badRequest(messages.invalidRequest);
    return { lines: [...lines, line], result: { status: 1, count: lines.length + 1 } };
  });
}

/** POST /user/add-to-cart: status 1 added, 2 already in the cart, 3 already subscribed. */
export function addPackage(executor: Executor, owner: CartOwner, body: AddToCartRequest) {
  const addOns = normaliseAddOns([
    ...body.packages,
    ...(body.instantBuyUpdate ? (["updates"] as const) : []),
  ]);
  const planType = body.renewalPlan ?? body.licencetype ?? defaultPlanType;
  return addLine(executor, owner, { kind: "package", id: body.packageId, planType, addOns });
}

/** POST /company/singledocument/addtocart: a document bought on its own. */
export function addDocument(executor: Executor, owner: CartOwner, fileId: string) {
  return addLine(executor, owner, { kind: "document", id: fileId });
}

export async function cartCount(executor: Executor, owner: CartOwner): Promise<number> {
  return (await cartLines(executor, owner)).length;
}

export async function cartDetails(executor: Executor, owner: CartOwner): Promise<CartDetails> {
  const now = new Date();
  return cartDetailsOf(await priceCart(executor, await cartLines(executor, owner), now), now);
}

/**
 * Checks lines a browser sent: each must name a package or document on sale that the company
 * does not already have. Answers the lines to store and, for each line that failed, an error.
 */
async function checkRequests(executor: Executor, owner: CartOwner, raw: unknown[]) {
  const requests = raw.map(cartLineFromClient);
  const ids = (kind: "package" | "document") => requests.flatMap((r) => (r && r.kind === kind ? [r.id] : []));
  const [packagesById, documentsById, ownedPackages, ownedTemplates] = await Promise.all([
    packagesOnSale(executor, ids("package")),
    documentsOnSale(executor, ids("document")),
    ownedPackageIds(executor, owner.companyId),
    ownedTemplateIds(executor, owner.companyId, ids("document")),
  ]);
  const errors: FieldError[] = [];
  const accepted: CartLineRequest[] = [];
  requests.forEach((request, index) => {
    const field = `cartDetails.${index}`;
    const onSale = request && (request.kind === "package" ? packagesById : documentsById).has(request.id);
    if (!request || !onSale) errors.push({ field, message: messages.notFound });
    else if ((request.kind === "package" ? ownedPackages : ownedTemplates).has(request.id))
      errors.push({ field, message: messages.alreadySubscribed });
    else accepted.push(request);
  });
  return { accepted, errors };
}

function mergeInto(lines: StoredCartLine[], requests: CartLineRequest[]): StoredCartLine[] {
  const now = new Date().toISOString();
  const merged = [...lines];
  const known = new Set(lines.map(lineKey));
  for (const request of requests) {
    const line = stored(request, now);
    if (known.has(lineKey(line)) || merged.length >= maxCartLines) continue;
    known.add(lineKey(line));
    merged.push(line);
  }
  return merged;
}

/** POST /user/updatecart: replaces the whole cart; every line is checked, none is trusted. */
export async function replaceCart(executor: Executor, owner: CartOwner, raw: unknown[]) {
  const { accepted, errors } = await checkRequests(executor, owner, raw);
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? messages.invalidRequest, errors);
  await changeCart(executor, owner, async (lines) => {
    const addedAt = new Map(lines.map((line) => [lineKey(line), line.addedAt]));
    const fresh = mergeInto([], accepted).map((line) => ({
      ...line,
      addedAt: addedAt.get(lineKey(line)) ?? line.addedAt,
    }));
    return { lines: fresh, result: undefined };
  });
  return cartDetails(executor, owner);
}

/**
 * POST /user/update-cart: one plan choice on a package line, applying the plan selection rules
 * (management + updates → combo; combo replaces both; a choice on another plan type moves the
 * whole line to that plan type).
 */
export async function updateCartLine(executor: Executor, owner: CartOwner, body: UpdateCartLineRequest) {
  const id = body.packageId ?? body.id;
  await changeCart(executor, owner, async (lines) => {
    const index = lines.findIndex((l) => l.kind === "package" && l.id === id);
    const line = lines[index];
    if (line?.kind !== "package") throw notFound();
    const selection = choosePlan(
      { planType: line.planType, addOns: line.addOns },
      { planType: body.plantype, addOn: body.package, selected: body.selected },
    );
    const next = lines.with(index, { ...line, ...selection });
    return { lines: next, result: undefined };
  });
  return cartDetails(executor, owner);
}

/** POST /user/remove-cart-item; removing a line that is not there changes nothing. */
export async function removeCartItem(
  executor: Executor,
  owner: CartOwner,
  item: { packageId: string; sendtype: "subscription" | "document" },
): Promise<number> {
  return changeCart(executor, owner, async (lines) => {
    const key = lineKey({ sendtype: item.sendtype, id: item.packageId });
    const next = lines.filter((line) => lineKey(line) !== key);
    return { lines: next, result: next.length };
  });
}

/** POST /user/removeCart, and payment success: removes the given lines, or all of them. */
export async function clearCart(executor: Executor, owner: CartOwner, keys?: Set<string>): Promise<number> {
  return changeCart(executor, owner, async (lines) => {
    const next = keys ? lines.filter((line) => !keys.has(lineKey(line))) : [];
    return { lines: next, result: next.length };
  });
}

/**
 * Moves the offline cart to the server at login and registration (spec 000 §4), skipping lines
 * that are already there, name nothing on sale, or that the company already has. Answers the
 * merged cart, priced by the server.
 */
export async function mergeOfflineCart(
  executor: Executor,
  owner: CartOwner,
  offline: Record<string, unknown>[],
): Promise<CartDetails["cartDetails"]> {
  if (offline.length > 0) {
    const { accepted } = await checkRequests(executor, owner, offline);
    if (accepted.length > 0) {
      await changeCart(executor, owner, async (lines) => ({
        lines: mergeInto(lines, accepted),
        result: undefined,
      }));
    }
  }
  return (await cartDetails(executor, owner)).cartDetails;
}
