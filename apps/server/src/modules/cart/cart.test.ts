import { messages, permissions } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser, testPassword } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { carts } from "./tables";

let t: TestApp;
let ids: Awaited<ReturnType<typeof loadCatalogue>>;
let a: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let b: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let tokenA: string;
let tokenB: string;
let careHome: string;
let homeCare: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  const { db } = t.app.platform;
  ids = await loadCatalogue(db);
  careHome = ids.packageId("care-home-england");
  homeCare = ids.packageId("domiciliary-care-england");
  a = await createCompanyWithOwner(db, { subdomain: "cartalpha" });
  b = await createCompanyWithOwner(db, { subdomain: "cartbravo" });
  tokenA = (await signIn(t.app, a.owner.email)).authToken;
  tokenB = (await signIn(t.app, b.owner.email)).authToken;
});
afterAll(() => t.close());

const call = (url: string, payload: object = {}, token = tokenA) => postAs(t.app, token, url, payload);
const details = async (token = tokenA) => (await call("user/get-cart-details", {}, token)).json().response;

describe("adding to the cart", () => {
  it("adds a package once, then answers status 2 'already added in cart'", async () => {
    const first = await call("user/add-to-cart", { packageId: careHome, sendtype: "subscription" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 1, response: messages.addedToCart, cartCount: 1 });
    const again = await call("user/add-to-cart", { packageId: careHome, renewalPlan: "monthly" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 2, response: messages.alreadyInCart, cartCount: 1 });
    expect((await call("user/cart-count")).json()).toEqual({ status: 1, response: 1 });
  });

  it("adds a single document, ignoring the price the browser sends", async () => {
    const fileId = ids.templateId("FRM-01");
    const reply = await call("company/singledocument/addtocart", {
      fileId,
      fileData: { name: "x" },
      price: 0.01,
    });
    expect(reply.json()).toMatchObject({ status: 1, cartCount: 2 });
    const line = (await details()).cartDetails.find((l: { id: string }) => l.id === fileId);
    expect(line).toMatchObject({ kind: "document", sendtype: "document", price: 25, total: 25 });
  });

  it("answers 404 for a package that does not exist or a malformed id, and 400 for a bad plan", async () => {
    const missing = await call("user/add-to-cart", { packageId: "0b6e2a8e-3f4c-4b1a-9d2e-5c7f8a9b0c1d" });
    expect(missing.statusCode).toBe(404);
    expect((await call("user/add-to-cart", { packageId: "care-home" })).statusCode).toBe(404);
    expect((await call("user/add-to-cart", { packageId: homeCare, renewalPlan: "weekly" })).statusCode).toBe(
      400,
    );
  });

  it("answers status 3 'Already subscribed to this package' for a package the company holds", async () => {
    const buyer = await createCompanyWithOwner(t.app.platform.db);
    const token = (await signIn(t.app, buyer.owner.email)).authToken;
    await buyPackage(t.app, token, homeCare);
    const reply = await call("user/add-to-cart", { packageId: homeCare }, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 3, response: messages.alreadySubscribed, cartCount: 0 });
    // A document that comes with the package is already held too.
    const inPackage = await call(
      "company/singledocument/addtocart",
      { fileId: ids.templateId("ENG-SR-01") },
      token,
    );
    expect(inPackage.json().status).toBe(3);
  });
});

describe("prices", () => {
  it("are worked out by the server from the catalogue and settings, never taken from the browser", async () => {
    const reply = await call("user/updatecart", {
      cartDetails: [
        {
          id: careHome,
          sendtype: "subscription",
          price: 0.01,
          total: 0.01,
          licenseFee: 0,
          renewalPlan: "monthly",
          monthlyUpdates: true,
        },
        { id: homeCare, price: 1, selectedPackages: ["combo", "printing"], renewalPlan: "yearly" },
      ],
    });
    expect(reply.statusCode).toBe(200);
    const cart = reply.json().data;
    expect(cart.cartDetails).toHaveLength(2);
    expect(cart.cartDetails[0]).toMatchObject({
      id: careHome,
      price: 499,
      licenseFee: 499,
      packagePlanType: "monthly",
      monthlyUpdates: true,
      selectedPackages: ["updates"],
      total: 514,
    });
    expect(cart.cartDetails[1]).toMatchObject({
      price: 449,
      yearlyCombo: true,
      printing: true,
      total: 449 + 300 + 95,
    });
    expect(cart).toMatchObject({ count: 2, subtotal: 514 + 844, discount: 0, total: 1358 });
  });

  it("refuses a replacement cart naming something not on sale, and keeps the cart as it was", async () => {
    const reply = await call("user/updatecart", {
      cartDetails: [{ id: careHome }, { id: "pkg-1", price: 0 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([{ field: "cartDetails.1", message: messages.notFound }]);
    expect((await details()).count).toBe(2);
  });
});

describe("plan selection through update-cart", () => {
  const choose = (body: object) => call("user/update-cart", { id: careHome, ...body });
  const line = (reply: { json(): { data: { cartDetails: { id: string }[] } } }) =>
    reply.json().data.cartDetails.find((l) => l.id === careHome);

  it("merges management and updates into combo", async () => {
    const reply = await choose({ package: "management", plantype: "monthly" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toBe(messages.cartUpdated);
    expect(line(reply)).toMatchObject({ selectedPackages: ["combo"], monthlyCombo: true, total: 499 + 30 });
  });

  it("keeps management when updates is unticked from the combo", async () => {
    const reply = await choose({ package: "updates", plantype: "monthly", selected: false });
    expect(line(reply)).toMatchObject({ selectedPackages: ["management"], monthlyManagement: true });
  });

  it("moves the whole line to a plan type chosen later (plan types are not mixed)", async () => {
    const reply = await choose({ package: "pro", plantype: "yearly" });
    expect(line(reply)).toMatchObject({
      packagePlanType: "yearly",
      selectedPackages: ["management", "pro"],
      yearlyManagement: true,
      yearlyPro: true,
      monthlyManagement: false,
      total: 499 + 200 + 450,
    });
  });

  it("replaces management and updates when combo is chosen", async () => {
    const reply = await choose({ package: "combo", packageId: careHome, plantype: "yearly" });
    expect(line(reply)).toMatchObject({ selectedPackages: ["combo", "pro"] });
  });

  it("answers 404 for a line that is not in the cart", async () => {
    expect(
      (await call("user/update-cart", { id: ids.packageId("care-home-wales"), plantype: "monthly" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("removing", () => {
  it("removes one line, then empties the cart", async () => {
    const removed = await call("user/remove-cart-item", { packageId: careHome, sendtype: "subscription" });
    expect(removed.json()).toEqual({ status: 1, response: messages.removedFromCart, cartCount: 1 });
    const emptied = await call("user/removeCart");
    expect(emptied.json()).toEqual({ status: 1, response: messages.cartEmptied, cartCount: 0 });
    expect((await details()).cartDetails).toEqual([]);
  });
});

describe("the offline cart at login", () => {
  it("is checked, merged without duplicates, and answered priced by the server", async () => {
    await call("user/add-to-cart", { packageId: careHome });
    const offline = [
      { id: careHome, sendtype: "subscription", price: 1 },
      { id: homeCare, renewalPlan: "monthly", monthlyPro: true, price: 1 },
      { id: "not-a-package", price: 1 },
    ];
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: a.owner.email, password: testPassword, offline_cart_data: offline },
    });
    const merged = reply.json().offline_cart_data;
    expect(merged.map((l: { id: string }) => l.id)).toEqual([careHome, homeCare]);
    expect(merged[1]).toMatchObject({ monthlyPro: true, total: 449 + 45 });
    const [row] = await t.app.platform.db.select().from(carts).where(eq(carts.userId, a.owner.id));
    expect(JSON.stringify(row?.items)).not.toContain("price");
  });
});

describe("whose cart", () => {
  it("refuses a userId naming someone else with 403, in every cart call", async () => {
    const other = { userId: b.owner.id };
    const calls: [string, object][] = [
      ["user/add-to-cart", { packageId: careHome, ...other }],
      ["company/singledocument/addtocart", { fileId: ids.templateId("FRM-01"), ...other }],
      ["user/cart-count", other],
      ["user/get-cart-details", other],
      ["user/updatecart", { cartDetails: [], ...other }],
      ["user/remove-cart-item", { packageId: careHome, ...other }],
      ["user/removeCart", other],
    ];
    for (const [url, payload] of calls) {
      const reply = await call(url, payload);
      expect(reply.statusCode, url).toBe(403);
    }
    expect((await details(tokenB)).cartDetails).toEqual([]);
  });

  it("keeps each user's cart apart, and answers the caller's own when their userId is given", async () => {
    await call("user/add-to-cart", { packageId: homeCare, userId: b.owner.id }, tokenB);
    expect((await call("user/cart-count", { userId: b.owner.id }, tokenB)).json().response).toBe(1);
    expect((await call("user/cart-count")).json().response).toBe(2);
  });

  it("has no cart for employees, and needs a session", async () => {
    const employee = await createUser(t.app.platform.db, { companyId: a.company.id, role: "employee" });
    const session = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host: "cartalpha.localhost:3000" },
      payload: { email: employee.email, password: testPassword },
    });
    const token = session.json().response.authToken as string;
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/cart-count",
      headers: { authorization: `Bearer ${token}`, host: "cartalpha.localhost:3000" },
    });
    expect(reply.statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/user/cart-count" })).statusCode).toBe(401);
  });

  it("lets staff keep a cart but not check out without the Subscriptions permission", async () => {
    const staff = await createUser(t.app.platform.db, {
      companyId: a.company.id,
      role: "user",
      permissions: [permissions.documents],
    });
    const token = (await signIn(t.app, staff.email)).authToken;
    expect((await call("user/add-to-cart", { packageId: careHome }, token)).json().status).toBe(1);
    expect((await call("user/checkout", {}, token)).statusCode).toBe(403);
  });
});
