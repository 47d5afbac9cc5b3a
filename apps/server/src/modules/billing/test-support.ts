import { defaultSiteSettings, type SiteSettings } from "@cloudoc/contract";
import type { TestApp } from "../../testing/app";
import { getAs, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { signIn } from "../../testing/session";
import { getSiteSettings, saveSiteSettings } from "../settings/service";

/**
 * What the billing tests share: the catalogue, two companies (A and B) with signed-in owners,
 * and a staff user of A without the Subscriptions permission.
 */
export async function billingFixture(t: TestApp, name: string) {
  const db = t.app.platform.db;
  const ids = await loadCatalogue(db);
  const a = await createCompanyWithOwner(db, { subdomain: `${name}a` });
  const b = await createCompanyWithOwner(db, { subdomain: `${name}b` });
  const staff = await createUser(db, { companyId: a.company.id, role: "user", permissions: ["Documents"] });
  const [tokenA, tokenB, staffToken] = await Promise.all([
    signIn(t.app, a.owner.email),
    signIn(t.app, b.owner.email),
    signIn(t.app, staff.email),
  ]);
  return {
    db,
    ids,
    a,
    b,
    tokenA: tokenA.authToken,
    tokenB: tokenB.authToken,
    staffToken: staffToken.authToken,
    post: (token: string, url: string, payload: object = {}) => postAs(t.app, token, url, payload),
    get: (token: string, url: string) => getAs(t.app, token, url),
    /** Anonymous: no session at all. */
    anonymous: (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/${url}`,
        headers: { host: "localhost:3000" },
        ...(payload ? { payload } : {}),
      }),
  };
}
export type BillingFixture = Awaited<ReturnType<typeof billingFixture>>;

/** Changes some site settings (VAT, seller, quota) as the admin console would save them. */
export async function changeSettings(t: TestApp, change: Partial<SiteSettings>) {
  const db = t.app.platform.db;
  const current = await getSiteSettings(db);
  await saveSiteSettings(db, { ...defaultSiteSettings, ...current, ...change });
}
