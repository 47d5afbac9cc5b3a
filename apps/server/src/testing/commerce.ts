import type { App } from "../app";
import { documentTemplates, packages } from "../modules/catalogue/tables";
import type { Database } from "../platform/db/client";
import { loadLibrary } from "../seed/library";
import { bearer } from "./session";

/** Card details of the sandbox's test cards. */
export const successCard = {
  number: "4242 4242 4242 4242",
  expiry: "12/40",
  cvc: "123",
  name: "Alex Morgan",
};
export const declinedCard = { ...successCard, number: "4000 0000 0000 0002" };

/** Loads the starter library and answers package ids by slug and template ids by policy number. */
export async function loadCatalogue(db: Database) {
  await loadLibrary(db);
  const packageRows = await db.select({ id: packages.id, slug: packages.slug }).from(packages);
  const templateRows = await db
    .select({ id: documentTemplates.id, policyNumber: documentTemplates.policyNumber })
    .from(documentTemplates);
  const packageId = (slug: string) => {
    const id = packageRows.find((row) => row.slug === slug)?.id;
    if (!id) throw new Error(`no package ${slug}`);
    return id;
  };
  const templateId = (policyNumber: string) => {
    const id = templateRows.find((row) => row.policyNumber === policyNumber)?.id;
    if (!id) throw new Error(`no template ${policyNumber}`);
    return id;
  };
  return { packageId, templateId };
}

/** A signed-in POST to /api/{url}. */
export const postAs = (app: App, token: string, url: string, payload: object = {}) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(token), payload });

/** A signed-in GET of /api/{url}. */
export const getAs = (app: App, token: string, url: string) =>
  app.inject({ method: "GET", url: `/api/${url}`, headers: bearer(token) });

/** Puts a package in the cart, checks out and pays with the sandbox's success card. */
export async function buyPackage(app: App, token: string, packageId: string, line: object = {}) {
  const added = await postAs(app, token, "user/add-to-cart", { packageId, ...line });
  if (added.json().status !== 1) throw new Error(`not added: ${added.body}`);
  const checkout = await postAs(app, token, "user/checkout");
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const { orderId } = checkout.json().response as { orderId: string };
  const paid = await postAs(app, token, "user/checkout/pay", { orderId, card: successCard });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json().data as { orderId: string; invoiceNumber: string; subscriptionIds: string[] };
}
