import { asc, isNull } from "drizzle-orm";
import type { App } from "../../app";
import { ofCompany } from "../../platform/db/tenant";
import type { TestApp } from "../../testing/app";
import { getAs, loadCatalogue, postAs } from "../../testing/commerce";
import { createCompanyWithOwner, createUser } from "../../testing/factories";
import { subscribeCompanies } from "../../testing/subscribed";
import { openSession } from "../accounts/sessions";
import { companyDocuments } from "../documents/tables";
import { companyFolders } from "../folders/tables";
import { fillCompanyLibrary } from "./fill";

/** Polls `probe` until it answers a value (a job has run), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting for a job");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The package the library tests fill (small: 5 folders, 16 documents). */
export const testPackage = "care-home-wales";

/**
 * Two companies (A and B) with their library filled from the test package, the owners' tokens,
 * and helpers to make staff users and employees of A with a session each.
 */
export async function libraryFixture(t: TestApp) {
  const app: App = t.app;
  const db = app.platform.db;
  const ids = await loadCatalogue(db);
  const a = await createCompanyWithOwner(db);
  const b = await createCompanyWithOwner(db);
  await subscribeCompanies(db, [a.company.id, b.company.id]);
  for (const company of [a.company, b.company]) {
    await fillCompanyLibrary(db, {
      companyId: company.id,
      packageIds: [ids.packageId(testPackage)],
      templateIds: [],
    });
  }
  const tokenOf = async (user: { id: string; companyId: string | null }) =>
    (await openSession(db, user, { ip: null, userAgent: null })).token;
  const ownerA = await tokenOf(a.owner);
  const ownerB = await tokenOf(b.owner);
  const person = async (role: "user" | "employee", permissions: string[] = []) => {
    const user = await createUser(db, { companyId: a.company.id, role, permissions });
    return { user, token: await tokenOf(user) };
  };
  const documentsOf = (companyId: string) =>
    db
      .select()
      .from(companyDocuments)
      .where(ofCompany(companyDocuments, companyId, isNull(companyDocuments.deletedAt)))
      .orderBy(asc(companyDocuments.policyNumber));
  const foldersOf = (companyId: string) =>
    db
      .select()
      .from(companyFolders)
      .where(ofCompany(companyFolders, companyId, isNull(companyFolders.deletedAt)))
      .orderBy(asc(companyFolders.position));
  return {
    app,
    db,
    ids,
    a,
    b,
    ownerA,
    ownerB,
    person,
    tokenOf,
    documentsOf,
    foldersOf,
    post: (token: string, url: string, payload: object = {}) => postAs(app, token, url, payload),
    get: (token: string, url: string) => getAs(app, token, url),
  };
}

export type LibraryFixture = Awaited<ReturnType<typeof libraryFixture>>;
