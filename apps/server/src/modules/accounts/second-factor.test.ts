import { adminSecurityMessages, messages, recoveryCodeCount } from "@cloudoc/contract";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/audit/tables";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { bearer, companyHost, signIn } from "../../testing/session";
import { adminSecondFactors } from "./tables";

const m = adminSecurityMessages;
let t: TestApp;
let people: { owner: string; staff: string; employee: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.platform.db;
  const { company, owner } = await createCompanyWithOwner(db, { subdomain: "factorcare" });
  const staff = await createUser(db, { companyId: company.id, role: "user", permissions: ["settings"] });
  const employee = await createUser(db, { companyId: company.id, role: "employee" });
  people = {
    owner: bearer((await signIn(t.app, owner.email)).authToken).authorization,
    staff: bearer((await signIn(t.app, staff.email)).authToken).authorization,
    employee: bearer((await signIn(t.app, employee.email, { host: companyHost("factorcare") })).authToken)
      .authorization,
  };
});
afterAll(() => t.close());

const post = (path: string, authorization?: string, payload: object = {}, host = "localhost:3000") =>
  t.app.inject({
    method: "POST",
    url: `/api${path}`,
    headers: authorization ? { authorization, host } : { host },
    payload,
  });

const beforeFactorCalls: [string, object][] = [
  ["/admin/second-factor/status", {}],
  ["/admin/second-factor/setup", {}],
  ["/admin/second-factor/setup/confirm", { code: "123456" }],
  ["/admin/second-factor/verify", { code: "123456" }],
  ["/admin/second-factor/recover", { recoveryCode: "AAAA-BBBB-CCCC-DDDD" }],
];

const codeAt = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSeconds * 1000 });

/** A new platform admin, signed in without the second factor. */
async function newAdmin() {
  const admin = await createUser(t.app.platform.db, { companyId: null, role: "admin" });
  const session = async () => bearer((await signIn(t.app, admin.email)).authToken).authorization;
  return { admin, session, first: await session() };
}

async function setUp(authorization: string) {
  const started = await post("/admin/second-factor/setup", authorization);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json().response as { secret: string };
  const code = codeAt(secret);
  const confirmed = await post("/admin/second-factor/setup/confirm", authorization, { code });
  expect(confirmed.statusCode).toBe(200);
  return { secret, code, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

const stateOf = async (authorization: string) =>
  (await post("/admin/second-factor/status", authorization)).json().response;
const activity = (authorization: string) => post("/admin/activity/list", authorization, { page: 1 });

async function actionsOf(userId: string) {
  const rows = await t.app.platform.db
    .select({ action: auditEvents.action, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.actorUserId, userId));
  return rows;
}

describe("who may use the second-factor calls", () => {
  it("answers 401 without a session", async () => {
    for (const [path, payload] of beforeFactorCalls) {
      expect((await post(path, undefined, payload)).statusCode, path).toBe(401);
    }
  });

  it("refuses a company owner, a staff user and an employee with 403", async () => {
    for (const [path, payload] of beforeFactorCalls) {
      expect((await post(path, people.owner, payload)).statusCode, path).toBe(403);
      expect((await post(path, people.staff, payload)).statusCode, path).toBe(403);
      const employee = await post(path, people.employee, payload, companyHost("factorcare"));
      expect(employee.statusCode, path).toBe(403);
    }
    for (const authorization of Object.values(people)) {
      const regenerate = await post("/admin/second-factor/recovery-codes", authorization);
      expect(regenerate.statusCode).toBe(403);
    }
  });
});

describe("setting up the second factor", () => {
  it("shows the secret and a QR code, confirms it with a code and gives ten recovery codes once", async () => {
    const { admin, first } = await newAdmin();
    expect(await stateOf(first)).toEqual({ state: "set-up", setUpAt: null, recoveryCodesLeft: 0 });
    const blocked = await activity(first);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().response).toBe(messages.secondFactorNeeded);

    const started = await post("/admin/second-factor/setup", first);
    const { secret, otpauthUrl, qrDataUrl } = started.json().response;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.app.platform.db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.userId, admin.id));
    expect(row?.sealedSecret).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await post("/admin/second-factor/setup/confirm", first, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().response).toBe(m.secondFactorWrongCode);
    expect((await stateOf(first)).state).toBe("set-up");

    const confirmed = await post("/admin/second-factor/setup/confirm", first, { code: codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().response).toBe(m.secondFactorSetUp);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);

    const status = await stateOf(first);
    expect(status).toMatchObject({ state: "proved", recoveryCodesLeft: recoveryCodeCount });
    expect(Date.parse(status.setUpAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await activity(first)).statusCode).toBe(200);
    expect((await actionsOf(admin.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining([
        "admin.second-factor.set-up-started",
        "admin.second-factor.failed",
        "admin.second-factor.set-up",
      ]),
    );

    const again = await post("/admin/second-factor/setup", first);
    expect(again.statusCode).toBe(409);
    expect(again.json().response).toBe(m.secondFactorAlreadySetUp);
  });

  it("refuses a malformed code with its message and saves nothing", async () => {
    const { admin, first } = await newAdmin();
    await post("/admin/second-factor/setup", first);
    const reply = await post("/admin/second-factor/setup/confirm", first, { code: "12ab" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: "code", message: "Enter the 6-digit code from your authenticator app." },
    ]);
    expect((await stateOf(first)).state).toBe("set-up");
    expect((await actionsOf(admin.id)).map((e) => e.action)).not.toContain("admin.second-factor.failed");
  });

  it("cannot verify before it is set up", async () => {
    const { first } = await newAdmin();
    const reply = await post("/admin/second-factor/verify", first, { code: "123456" });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().response).toBe(m.secondFactorNotSetUp);
  });
});

describe("signing in again", () => {
  it("proves only this session, with a fresh code whose time step cannot be used twice", async () => {
    const { admin, session, first } = await newAdmin();
    const { secret, code } = await setUp(first);
    const second = await session();
    expect((await stateOf(second)).state).toBe("verify");
    expect((await activity(second)).statusCode).toBe(401);

    // The code that confirmed the set-up has been spent.
    const reused = await post("/admin/second-factor/verify", second, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().response).toBe(m.secondFactorCodeUsed);

    const next = codeAt(secret, 30);
    const verified = await post("/admin/second-factor/verify", second, { code: next });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().response).toBe(m.secondFactorVerified);
    expect((await activity(second)).statusCode).toBe(200);

    const third = await session();
    const replay = await post("/admin/second-factor/verify", third, { code: next });
    expect(replay.json().response).toBe(m.secondFactorCodeUsed);
    expect((await activity(third)).statusCode).toBe(401);
    expect(
      (await actionsOf(admin.id)).filter((e) => e.action === "admin.second-factor.verified"),
    ).toHaveLength(1);
  });

  it("takes each recovery code once", async () => {
    const { admin, session, first } = await newAdmin();
    const { recoveryCodes } = await setUp(first);
    const [code] = recoveryCodes;
    const second = await session();
    const used = await post("/admin/second-factor/recover", second, { recoveryCode: code?.toLowerCase() });
    expect(used.statusCode).toBe(200);
    expect((await activity(second)).statusCode).toBe(200);
    expect((await stateOf(second)).recoveryCodesLeft).toBe(recoveryCodeCount - 1);

    const third = await session();
    const again = await post("/admin/second-factor/recover", third, { recoveryCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().response).toBe(m.recoveryCodeWrong);
    expect((await activity(third)).statusCode).toBe(401);
    const events = await actionsOf(admin.id);
    expect(events.find((e) => e.action === "admin.second-factor.recovery-used")?.detail).toEqual({
      recoveryCodesLeft: recoveryCodeCount - 1,
    });
  });

  it("slows down wrong codes, and then refuses even a right one until the wait is over", async () => {
    const { session, first } = await newAdmin();
    const { secret } = await setUp(first);
    const second = await session();
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push((await post("/admin/second-factor/verify", second, { code: "000000" })).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const right = await post("/admin/second-factor/verify", second, { code: codeAt(secret, 30) });
    expect(right.statusCode).toBe(429);
    expect(right.json().response).toBe(messages.tooManyRequests);
    expect((await stateOf(second)).state).toBe("verify");
  });
});

describe("regenerating recovery codes", () => {
  it("needs a verified admin session and replaces every old code", async () => {
    const { admin, session, first } = await newAdmin();
    const { recoveryCodes } = await setUp(first);
    const unverified = await session();
    expect((await post("/admin/second-factor/recovery-codes", unverified)).statusCode).toBe(401);
    expect((await post("/admin/second-factor/recovery-codes")).statusCode).toBe(401);

    const reply = await post("/admin/second-factor/recovery-codes", first);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().response).toBe(m.recoveryCodesRegenerated);
    const fresh: string[] = reply.json().data.recoveryCodes;
    expect(fresh).toHaveLength(recoveryCodeCount);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await post("/admin/second-factor/recover", unverified, { recoveryCode: recoveryCodes[0] });
    expect(old.statusCode).toBe(400);
    const current = await post("/admin/second-factor/recover", unverified, { recoveryCode: fresh[0] });
    expect(current.statusCode).toBe(200);
    expect((await actionsOf(admin.id)).map((e) => e.action)).toContain(
      "admin.second-factor.recovery-regenerated",
    );
  });
});
