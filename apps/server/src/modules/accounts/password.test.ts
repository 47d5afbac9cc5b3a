import { readdir } from "node:fs/promises";
import path from "node:path";
import { messages } from "@cloudoc/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/${url}`, payload, headers: { host: "localhost:3000" } });

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
    const wrong = code === "0000" ? "1111" : "0000";
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
    const wrongCodes = ["0000", "1111", "2222", "3333", "4444", "5555"].filter((c) => c !== code).slice(0, 5);
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
