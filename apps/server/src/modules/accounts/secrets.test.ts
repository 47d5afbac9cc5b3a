import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createCompanyWithOwner, testPassword } from "../../testing/factories";
import { bearer, companyHost } from "../../testing/session";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
});
afterAll(() => t.close());

describe("secrets stay out of URLs and logs", () => {
  it("never logs a password, a session token or a hand-over code", async () => {
    const { owner } = await createCompanyWithOwner(t.app.platform.db, { subdomain: "logcheck" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { host: "localhost:3000" },
      payload: { email: owner.email, password: testPassword },
    });
    const { authToken, handoverCode, companySiteUrl } = login.json().response;
    expect(companySiteUrl).not.toContain(authToken);
    await t.app.inject({ method: "POST", url: "/api/user/details", headers: bearer(authToken) });
    await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: owner.email, password: "Wrong-Secret-77" },
    });
    // The SPA receives the hand-over code in the `user` parameter; the server logs that URL.
    await t.app.inject({
      method: "GET",
      url: `/company/dashboard?user=${handoverCode}`,
      headers: { host: companyHost("logcheck") },
    });
    const handover = await t.app.inject({
      method: "POST",
      url: "/api/user/handover",
      headers: { host: companyHost("logcheck") },
      payload: { code: handoverCode },
    });
    const subdomainToken = handover.json().response.authToken;
    const log = lines.join("");
    // One line per request at least (the request log), so the check below reads what was written.
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [testPassword, "Wrong-Secret-77", authToken, handoverCode, subdomainToken]) {
      expect(log).not.toContain(secret);
    }
  });
});
