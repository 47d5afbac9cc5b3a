import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxProvider } from "../../platform/payments/sandbox";
import { createTestApp, type TestApp } from "../../testing/app";
import { buyPackage, declinedCard, getAs, loadCatalogue, postAs, successCard } from "../../testing/commerce";
import { createCompanyWithOwner } from "../../testing/factories";
import { signIn } from "../../testing/session";

const logLines: string[] = [];
let t: TestApp;
let tokenA: string;
let tokenB: string;
let ownerA: string;
let firstOrderId: string;

beforeAll(async () => {
  t = await createTestApp({ logLines, env: { SANDBOX_PAYMENT_DELAY_MS: "0" } });
  const ids = await loadCatalogue(t.app.platform.db);
  const a = await createCompanyWithOwner(t.app.platform.db, { subdomain: "privacyalpha" });
  const b = await createCompanyWithOwner(t.app.platform.db, { subdomain: "privacybravo" });
  ownerA = a.owner.id;
  tokenA = (await signIn(t.app, a.owner.email)).authToken;
  tokenB = (await signIn(t.app, b.owner.email)).authToken;
  await postAs(t.app, tokenA, "user/add-to-cart", { packageId: ids.packageId("care-home-wales") });
  const declined = (await postAs(t.app, tokenA, "user/checkout")).json().response.orderId;
  await postAs(t.app, tokenA, "user/checkout/pay", { orderId: declined, card: declinedCard });
  firstOrderId = (await buyPackage(t.app, tokenA, ids.packageId("care-home-england"))).orderId;
});
afterAll(() => t.close());

const call = (url: string, payload: object = {}, token = tokenA) => postAs(t.app, token, url, payload);
const db = () => t.app.platform.db;

describe("card numbers", () => {
  it("appear nowhere in the database or the logs", async () => {
    // PGlite and node-postgres both answer raw queries as { rows }.
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const tables = rowsOf<{ name: string }>(
      await db().execute(
        sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      ),
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const [hit] = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.raw(name)} t where t::text like '%4242424242424242%' or t::text like '%4242 4242 4242 4242%' or t::text like '%4000000000000002%'`,
        ),
      );
      expect(hit?.n, name).toBe(0);
    }
    const logs = logLines.join("\n");
    expect(logs).toContain("/api/user/checkout/pay");
    expect(logs).not.toMatch(/4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?0002/);
  });
});

describe("another company", () => {
  it("cannot pay, confirm, fail or read another company's order (404)", async () => {
    for (const path of ["success", "failure"]) {
      const reply = await getAs(
        t.app,
        tokenB,
        `users/details-update/payment/${path}?orderId=${firstOrderId}`,
      );
      expect(reply.statusCode, path).toBe(404);
    }
    expect(
      (await call("user/checkout/pay", { orderId: firstOrderId, card: successCard }, tokenB)).statusCode,
    ).toBe(404);
    expect((await call("user/order-details", { orderId: firstOrderId }, tokenB)).statusCode).toBe(404);
    expect((await call("user/checkout", { userId: ownerA }, tokenB)).statusCode).toBe(403);
  });
});

describe("the sandbox provider", () => {
  it("takes a realistic moment to answer (800 ms unless configured)", async () => {
    const provider = createSandboxProvider({ delayMs: 120 });
    const started = Date.now();
    const outcome = await provider.charge("sbx", 100, { ...successCard, number: "4242424242424242" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(outcome).toMatchObject({ ok: true, last4: "4242" });
    expect(JSON.stringify(outcome)).not.toContain("4242424242424242");
  });
});
