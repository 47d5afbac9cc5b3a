import type { AddressInfo } from "node:net";
import { messages, realtimeOptions } from "@cloudoc/contract";
import { eq, sql } from "drizzle-orm";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../platform/rate-limit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, createUser, testPassword } from "../../testing/factories";
import { bearer, companyHost, signIn } from "../../testing/session";
import { sessions } from "./tables";

let t: TestApp;
let meadow: Awaited<ReturnType<typeof createCompanyWithOwner>>;
let employeeEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  meadow = await createCompanyWithOwner(t.app.platform.db, { subdomain: "meadow" });
  const employee = await createUser(t.app.platform.db, { companyId: meadow.company.id, role: "employee" });
  employeeEmail = employee.email;
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { host: "localhost:3000", ...headers },
    payload,
    remoteAddress,
  });

describe("sign in", () => {
  it("answers the login response of spec 000 §3", async () => {
    const reply = await login({ email: meadow.owner.email.toUpperCase(), password: testPassword });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 1,
      message: messages.loggedIn,
      activesubs: false,
      docUpdateStatus: 0,
      docManagementStatus: 0,
      subscription_status: 0,
    });
    expect(body.Comp_details).toMatchObject({ subdomain: "meadow" });
    expect(Object.keys(body.response).sort()).toEqual(
      [
        "authToken",
        "companySiteUrl",
        "companyUserId",
        "handoverCode",
        "login_user_id",
        "permission",
        "role",
        "subdomain",
        "type",
        "userId",
        "userName",
      ].sort(),
    );
    expect(body.response).toMatchObject({
      role: "company",
      subdomain: "meadow",
      userId: meadow.owner.id,
      companyUserId: meadow.owner.id,
    });
  });

  it("gives the same message for a wrong password and an unknown address", async () => {
    const wrong = await login({ email: meadow.owner.email, password: "Wrong-password-9" });
    const unknown = await login({ email: "nobody@example.test", password: testPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 0, response: messages.invalidEmailOrPassword });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("needs both fields, with the catalogue's messages", async () => {
    expect((await login({ email: "", password: "x" })).json().response).toBe(messages.emailRequired);
    expect((await login({ email: "a@b.test", password: "" })).json().response).toBe(
      messages.passwordRequired,
    );
  });

  it("answers an empty body with 400, a catalogue message and each missing field in plain English", async () => {
    const reply = await login({});
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(Object.values(messages)).toContain(body.response);
    expect(body.response).not.toMatch(/invalid input|expected/i);
    expect(body.errors).toEqual([
      { field: "email", message: "Email is required" },
      { field: "password", message: "Password is required" },
    ]);
  });

  it("signs employees in on their company's subdomain; from the main site they are handed over", async () => {
    // The main-site hand-over of employees is tested in employee-sign-in.test.ts (issue 14).
    expect((await login({ email: employeeEmail, password: testPassword })).json().response).toMatchObject({
      role: "employee",
      subdomain: "meadow",
    });
    const onSite = await login(
      { email: employeeEmail, password: testPassword },
      { host: companyHost("meadow") },
    );
    expect(onSite.statusCode).toBe(200);
    expect(onSite.json().response).toMatchObject({ role: "employee", handoverCode: "", companyUserId: "" });
    const other = await createCompanyWithOwner(t.app.platform.db, { subdomain: "elsewhere" });
    expect(other.company.id).not.toBe(meadow.company.id);
    expect(
      (await login({ email: employeeEmail, password: testPassword }, { host: companyHost("elsewhere") }))
        .statusCode,
    ).toBe(400);
  });

  it("checks the offline cart it moves to the server: a line naming nothing on sale is dropped", async () => {
    // Valid lines are merged and priced by the server: see modules/cart/cart.test.ts.
    const offline = [{ id: "pkg-1", sendtype: "subscription", price: 1 }];
    const first = await login({
      email: meadow.owner.email,
      password: testPassword,
      offline_cart_data: offline,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().offline_cart_data).toEqual([]);
  });

  it("tells the browser's other tabs that a login succeeded", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      auth: { browserId: "tabs-browser-01" },
      ...realtimeOptions,
    });
    try {
      await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const heard = new Promise((resolve) => socket.on("login:success", resolve));
      await login(
        { email: meadow.owner.email, password: testPassword },
        { "x-browser-id": "tabs-browser-01", "x-tab-id": "tab-a" },
      );
      await expect(heard).resolves.toEqual({ tabId: "tab-a" });
    } finally {
      socket.close();
    }
  });
});

describe("sessions", () => {
  it("end at logout", async () => {
    const { authToken } = await signIn(t.app, meadow.owner.email);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: bearer(authToken),
      payload: {},
    });
    expect(out.json()).toEqual({ status: 1, response: messages.loggedOut });
    const after = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(authToken),
    });
    expect(after.statusCode).toBe(401);
  });

  it("expire 240 minutes after they began", async () => {
    const { authToken } = await signIn(t.app, meadow.owner.email);
    const [row] = await t.app.platform.db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(row ? (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000 : 0).toBeCloseTo(240, 0);
    await t.app.platform.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, row?.id ?? ""));
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/user/details",
      headers: bearer(authToken),
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ status: 0, response: messages.sessionExpired });
  });

  it("are refused without a token, and with a made-up one", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/user/details" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer("x".repeat(43)) }))
        .statusCode,
    ).toBe(401);
  });
});

describe("guessing", () => {
  const endWaits = (keys: string) =>
    t.app.platform.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitCounters.key} like ${keys}`);

  it("is throttled with 429 from one address, and the real user gets back in once the window ends", async () => {
    const victim = await createUser(t.app.platform.db, { companyId: meadow.company.id, role: "user" });
    const attacker = "203.0.113.9";
    const guess = (password: string, headers: Record<string, string> = {}, from = attacker) =>
      login({ email: victim.email, password }, headers, from);
    let last = 0;
    for (let i = 0; i < 11; i += 1) last = (await guess(`Guess-${i}-password`)).statusCode;
    expect(last).toBe(429);
    expect((await guess(testPassword)).statusCode).toBe(429);
    // A forged X-Forwarded-For does not buy the attacker a fresh address.
    expect((await guess(testPassword, { "x-forwarded-for": "198.51.100.7" })).statusCode).toBe(429);
    // Nor for good: the window ends, and the right password works from anywhere again.
    await endWaits("%");
    expect((await guess(testPassword)).statusCode).toBe(200);
  });

  it("holds across addresses with a growing wait, and never locks the real user out", async () => {
    const victim = await createUser(t.app.platform.db, { companyId: meadow.company.id, role: "user" });
    const home = "192.0.2.44";
    const attempt = (password: string, from: string) => login({ email: victim.email, password }, {}, from);
    // The real user signs in from home.
    expect((await attempt(testPassword, home)).statusCode).toBe(200);

    // An attacker behind a proxy, a fresh address for every guess: 6 go through, then a wait.
    const statuses = [];
    for (let n = 1; n <= 6; n += 1)
      statuses.push((await attempt(`Guess-${n}-password`, `203.0.113.${n}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    const held = await attempt("Guess-7-password", "203.0.113.7");
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ status: 0, response: messages.tooManyRequests });
    const firstWait = Number(held.headers["retry-after"]);
    expect(firstWait).toBeGreaterThan(0);
    // The right password from a new address waits too: the answer gives nothing away.
    expect((await attempt(testPassword, "203.0.113.8")).statusCode).toBe(429);
    // Each further try waits longer.
    await endWaits("login:turns:%:hold");
    expect((await attempt("Guess-9-password", "203.0.113.9")).statusCode).toBe(400);
    const longer = await attempt("Guess-10-password", "203.0.113.10");
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(firstWait);

    // Meanwhile the real user signs in from home; and the wait ends on its own for everyone else.
    expect((await attempt(testPassword, home)).statusCode).toBe(200);
    await endWaits("login:turns:%:hold");
    expect((await attempt(testPassword, "198.51.100.20")).statusCode).toBe(200);
  });
});
