import { messages, permissions } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, declinedCard, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, companyHost, signIn } from "../../testing/session";

let t: TestApp;
let tokenA: string;
let tokenB: string;
let staffToken: string;
let paid: { orderId: string; invoiceNumber: string }[] = [];
let failedOrderId: string;
let employeeToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  const { db } = t.app.platform;
  const ids = await loadCatalogue(db);
  const a = await createCompanyWithOwner(db, { subdomain: "ordersalpha" });
  const b = await createCompanyWithOwner(db, { subdomain: "ordersbravo" });
  tokenA = (await signIn(t.app, a.owner.email)).authToken;
  tokenB = (await signIn(t.app, b.owner.email)).authToken;
  const staff = await createUser(db, {
    companyId: a.company.id,
    role: "user",
    permissions: [permissions.subscriptions],
  });
  staffToken = (await signIn(t.app, staff.email)).authToken;
  const employee = await createUser(db, { companyId: a.company.id, role: "employee" });
  employeeToken = (await signIn(t.app, employee.email, { host: companyHost("ordersalpha") })).authToken;
  adminToken = (await signIn(t.app, (await createUser(db, { companyId: null, role: "admin" })).email))
    .authToken;
  paid = [
    await buyPackage(t.app, tokenA, ids.packageId("care-home-england"), {
      renewalPlan: "monthly",
      packages: ["updates"],
    }),
    await buyPackage(t.app, tokenA, ids.packageId("care-home-wales")),
  ];
  await postAs(t.app, tokenA, "user/add-to-cart", { packageId: ids.packageId("temporary-staffing") });
  failedOrderId = (await postAs(t.app, tokenA, "user/checkout")).json().response.orderId;
  await postAs(t.app, tokenA, "user/checkout/pay", { orderId: failedOrderId, card: declinedCard });
  await buyPackage(t.app, tokenB, ids.packageId("care-home-scotland"));
});
afterAll(() => t.close());

const list = (payload: object = {}, token = tokenA) => postAs(t.app, token, "user/order-lists", payload);

describe("POST /user/order-lists", () => {
  it("lists the company's orders, newest first, with counts of paid and failed", async () => {
    const reply = await list();
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 1, total: 3, success: 2, failed: 1 });
    expect(body.list.map((o: { _id: string }) => o._id)).toEqual([
      failedOrderId,
      paid[1]?.orderId,
      paid[0]?.orderId,
    ]);
    expect(body.list[2]).toMatchObject({
      status: "paid",
      total: 514,
      packages: ["Care Home Policies (England)"],
      invoiceNumber: "INV-000001",
      orderId: expect.stringMatching(/^ORD-\d{6}$/),
    });
    expect(body.list[0]).toMatchObject({ status: "failed", invoiceNumber: null, paidAt: null });
  });

  it("pages with skip and limit, filters by status and sorts by a field", async () => {
    const page = (await list({ skip: 1, limit: 1 })).json();
    expect(page.list.map((o: { _id: string }) => o._id)).toEqual([paid[1]?.orderId]);
    expect(page.total).toBe(3);
    const paidOnly = (await list({ type: "paid", field: "total", order_created: "asc" })).json();
    expect(paidOnly.list.map((o: { total: number }) => o.total)).toEqual([399, 514]);
  });

  it("searches by order number, invoice number or package name", async () => {
    const first = (await list({ type: "paid", order_created: "asc" })).json().list[0];
    expect((await list({ search: first.orderId })).json().list.map((o: { _id: string }) => o._id)).toEqual([
      first._id,
    ]);
    expect((await list({ search: "INV-000002" })).json().list).toHaveLength(1);
    expect((await list({ search: "wales" })).json().list.map((o: { _id: string }) => o._id)).toEqual([
      paid[1]?.orderId,
    ]);
    expect((await list({ search: "100%_" })).json()).toMatchObject({
      status: 2,
      response: messages.noRecordsFound,
      list: [],
    });
  });

  it("shows staff with the Subscriptions permission the same orders, and B only B's", async () => {
    expect((await list({}, staffToken)).json().total).toBe(3);
    const other = (await list({}, tokenB)).json();
    expect(other.total).toBe(1);
    expect(other.list[0].packages).toEqual(["Care Home Policies (Scotland)"]);
  });

  it("refuses a userId naming someone else", async () => {
    const reply = await list({ userId: "0b6e2a8e-3f4c-4b1a-9d2e-5c7f8a9b0c1d" });
    expect(reply.statusCode).toBe(403);
  });
});

describe("POST /user/order-details", () => {
  it("answers the order with its lines, invoice number, payment last four digits and status", async () => {
    const reply = await postAs(t.app, tokenA, "user/order-details", { orderId: paid[0]?.orderId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toMatchObject({
      _id: paid[0]?.orderId,
      status: "paid",
      invoiceNumber: "INV-000001",
      total: 514,
      payment: { provider: "sandbox", status: "succeeded", last4: "4242" },
      lines: [
        { kind: "licence", plan: "monthly", price: 499, addOn: null },
        { kind: "addon", addOn: "updates", plan: "monthly", price: 15 },
      ],
    });
    const failed = await postAs(t.app, tokenA, "user/order-details", { orderId: failedOrderId });
    expect(failed.json().response).toMatchObject({
      status: "failed",
      payment: { status: "failed", last4: "0002" },
    });
  });

  it("answers 404 for another company's order, and for an id that is not one", async () => {
    expect(
      (await postAs(t.app, tokenB, "user/order-details", { orderId: paid[0]?.orderId })).statusCode,
    ).toBe(404);
    expect((await postAs(t.app, tokenA, "user/order-details", { orderId: "ORD-000001" })).statusCode).toBe(
      404,
    );
  });
});

describe("who may see orders and pay", () => {
  const calls = ["user/order-lists", "user/order-details", "user/checkout", "user/checkout/pay"];

  it("refuses employees and the platform admin with 403", async () => {
    for (const url of calls) {
      const asEmployee = await t.app.inject({
        method: "POST",
        url: `/api/${url}`,
        headers: bearer(employeeToken, companyHost("ordersalpha")),
        payload: {},
      });
      expect(asEmployee.statusCode, url).toBe(403);
      expect((await postAs(t.app, adminToken, url, {})).statusCode, url).toBe(403);
    }
  });

  it("answers 401 without a session before reading the input", async () => {
    for (const url of calls) {
      const reply = await t.app.inject({ method: "POST", url: `/api/${url}`, payload: {} });
      expect(reply.statusCode, url).toBe(401);
    }
  });
});
