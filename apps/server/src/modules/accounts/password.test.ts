import { readdir } from "node:fs/promises";
import path from "node:path";
import { messages, otpAlphabet } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../../platform/rate-limit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner } from "../../testing/factories";
import { codeIn, lastEmailTo } from "../../testing/outbox";
import { bearer, signIn } from "../../testing/session";

let t: TestApp;
let owner: { email: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ owner } = await createCompanyWithOwner(t.app.platform.db));
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: `/api/${url}`,
    payload,
    headers: { host: "localhost:3000" },
    remoteAddress,
  });

/** Codes of the code alphabet other than `code`. */
const wrongCodesFor = (code: string) =>
  [...otpAlphabet].map((c) => c.repeat(4)).filter((guess) => guess !== code);

/** Ends every running hold and window, as time passing would. */
const letTimePass = (keys: string) =>
  t.app.platform.db
    .update(rateLimitCounters)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimitCounters.key} like ${keys}`);

async function outboxCount() {
  return (await readdir(path.join(t.dataDir, "outbox")).catch(() => [])).length;
}

/** The reset code is mailed after the reply; waits (up to 5 s) until the outbox holds one more. */
async function mailAfter(count: number) {
  for (let waited = 0; waited < 5000 && (await outboxCount()) <= count; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("forgot password", () => {
  it("answers alike for a registered and an unknown address, and mails only the registered one", async () => {
    const before = await outboxCount();
    const known = await post("user/forgotpassword", { email: owner.email });
    const unknown = await post("user/forgotpassword", { email: "nobody@example.test" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().response).toBe(messages.otpWillBeSent);
    expect(unknown.json().response).toBe(messages.otpWillBeSent);
    expect(Object.keys(unknown.json().user)).toEqual(["userId"]);
    expect(unknown.json().user.userId).toMatch(/^[0-9a-f-]{36}$/);
    await mailAfter(before);
    expect((await outboxCount()) - before).toBe(1);
  });

  it("takes the emailed code, then a new password, then the new password signs in", async () => {
    const { authToken: oldSession } = await signIn(t.app, owner.email);
    const before = await outboxCount();
    const started = await post("user/forgotpassword", { email: owner.email });
    const id = started.json().user.userId;
    await mailAfter(before);
    const code = codeIn(await lastEmailTo(t.dataDir, owner.email));
    expect(code).toMatch(new RegExp(`^[${otpAlphabet}]{4}$`));
    const [wrong = ""] = wrongCodesFor(code);
    expect((await post("user/otp/check", { otp_number: wrong, userId: id })).json().response).toBe(
      messages.enterCorrectOtp,
    );
    expect((await post("user/otp/check", { otp_number: code, userId: id })).json()).toEqual({
      status: 1,
      response: messages.otpVerified,
    });
    const mismatch = await post("user/resetpassword", {
      password: "Brand-new-pass-2",
      confirmpassword: "Other-pass-3",
      userId: id,
    });
    expect(mismatch.json().response).toBe(messages.passwordsMustMatch);
    const reset = await post("user/resetpassword", {
      password: "Brand-new-pass-2",
      confirmpassword: "Brand-new-pass-2",
      userId: id,
    });
    expect(reset.json()).toEqual({ status: 1, response: messages.newPasswordUpdated });
    // Used once only; old sessions end; the old password no longer works.
    expect(
      (
        await post("user/resetpassword", {
          password: "Again-pass-4",
          confirmpassword: "Again-pass-4",
          userId: id,
        })
      ).json().response,
    ).toBe(messages.resetLinkExpired);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer(oldSession) }))
        .statusCode,
    ).toBe(401);
    expect((await post("user/login", { email: owner.email, password: "Brand-new-pass-2" })).statusCode).toBe(
      200,
    );
    expect((await post("user/login", { email: owner.email, password: "Test-password-1" })).statusCode).toBe(
      400,
    );
  });

  it("kills a code after five wrong guesses, even for the right code", async () => {
    const before = await outboxCount();
    const id = (await post("user/forgotpassword", { email: owner.email })).json().user.userId;
    await mailAfter(before);
    const code = codeIn(await lastEmailTo(t.dataDir, owner.email));
    const wrongCodes = wrongCodesFor(code).slice(0, 5);
    const statuses = [];
    for (const guess of wrongCodes)
      statuses.push((await post("user/otp/check", { otp_number: guess, userId: id })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await post("user/otp/check", { otp_number: code, userId: id })).statusCode).toBe(429);
  });

  it("checks the address with the catalogue's messages", async () => {
    expect((await post("user/forgotpassword", { email: "" })).json().response).toBe(messages.emailRequired);
    expect((await post("user/forgotpassword", { email: "nonsense" })).json().response).toBe(
      messages.invalidEmail,
    );
  });
});

describe("guessing codes", () => {
  async function startReset(email: string, from = "127.0.0.1") {
    const before = await outboxCount();
    const id: string = (await post("user/forgotpassword", { email }, from)).json().user.userId;
    await mailAfter(before);
    return { id, code: codeIn(await lastEmailTo(t.dataDir, email)) };
  }

  it("slows wrong tries at one address's codes from every IP, more each time, until a right one", async () => {
    const { owner: target } = await createCompanyWithOwner(t.app.platform.db);
    const first = await startReset(target.email);
    const check = (id: string, otp: string, n: number) =>
      post("user/otp/check", { otp_number: otp, userId: id }, `198.51.100.${n}`);
    const statuses = [];
    for (const [n, guess] of wrongCodesFor(first.code).slice(0, 5).entries())
      statuses.push((await check(first.id, guess, n)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    // A fresh code and fresh IPs buy no fresh guesses: one try, then a wait that grows.
    const second = await startReset(target.email, "192.0.2.80");
    const [wrong = ""] = wrongCodesFor(second.code);
    expect((await check(second.id, wrong, 10)).statusCode).toBe(400);
    const held = await check(second.id, second.code, 11);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ status: 0, response: messages.tooManyRequests });
    const firstWait = Number(held.headers["retry-after"]);
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(60);
    await letTimePass("code-verify:email:%:hold");
    expect((await check(second.id, wrong, 12)).statusCode).toBe(400);
    const longer = await check(second.id, second.code, 13);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(firstWait);

    // The wait ends on its own; the right code, in any case, goes through and starts afresh.
    await letTimePass("code-verify:email:%:hold");
    expect((await check(second.id, second.code.toLowerCase(), 14)).statusCode).toBe(200);
  });

  it("mails at most 10 codes a day to one address, whatever the IP", async () => {
    const { owner: target } = await createCompanyWithOwner(t.app.platform.db);
    const before = await outboxCount();
    for (let n = 0; n < 10; n += 1) {
      await letTimePass("reset:address:%");
      expect(
        (await post("user/forgotpassword", { email: target.email }, `198.51.100.${100 + n}`)).statusCode,
      ).toBe(200);
    }
    await letTimePass("reset:address:%");
    const refused = await post("user/forgotpassword", { email: target.email }, "198.51.100.200");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, response: messages.tooManyCodesToday });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 60 * 60);
    await mailAfter(before + 9);
  });
});
