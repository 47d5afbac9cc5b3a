import {
  type AdminPackage,
  type AdminPackageSave,
  type adminPackageListSchema,
  adminPageSize,
  adminCatalogueMessages as m,
  packageOnOffer,
  toPence,
  toPounds,
} from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { and, asc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminActor } from "../../../platform/actor";
import { recordAudit } from "../../../platform/audit/audit";
import type { Database, Executor, Transaction } from "../../../platform/db/client";
import { badRequest, notFound } from "../../../platform/envelope";
import { getSiteSettings } from "../../settings/service";
import { containsPattern, searchWords } from "../sql";
import { countries, packages, serviceTypes } from "../tables";
import { adminAudit } from "./audit";
import { changeCatalogue } from "./change";
import { checkPackageReferences } from "./references";

type PackageRow = typeof packages.$inferSelect;

function listConditions(query: z.output<typeof adminPackageListSchema>): SQL[] {
  const conditions = searchWords(query.search).map((word) => {
    const pattern = containsPattern(word);
    return or(ilike(packages.name, pattern), ilike(packages.slug, pattern)) as SQL;
  });
  if (query.country) conditions.push(eq(packages.country, query.country));
  if (query.serviceType) conditions.push(eq(packages.serviceType, query.serviceType));
  if (query.status !== "all") conditions.push(eq(packages.published, query.status === "published"));
  return conditions;
}

/** POST /admin/package/list: every package, withdrawn ones too, a page at a time. */
export async function listAdminPackages(db: Database, query: z.output<typeof adminPackageListSchema>) {
  const [rows, settings] = await Promise.all([
    db
      .select({
        id: packages.id,
        name: packages.name,
        slug: packages.slug,
        licenseFeePence: packages.licenseFeePence,
        countryName: countries.name,
        serviceTypeName: serviceTypes.name,
        published: packages.published,
        documentCount: packages.documentCount,
        updatedAt: packages.updatedAt,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(packages)
      .innerJoin(countries, eq(countries.slug, packages.country))
      .innerJoin(serviceTypes, eq(serviceTypes.slug, packages.serviceType))
      .where(and(...listConditions(query)))
      .orderBy(asc(packages.position), asc(packages.name))
      .limit(adminPageSize)
      .offset((query.page - 1) * adminPageSize),
    getSiteSettings(db),
  ]);
  const now = new Date();
  const list = rows.map(({ total: _total, licenseFeePence, updatedAt, ...row }) => ({
    ...row,
    licenceFee: toPounds(licenseFeePence),
    onOffer: packageOnOffer(settings, row, now),
    updatedAt: updatedAt.toISOString(),
  }));
  return { list, total: rows[0]?.total ?? 0 };
}

/** The package as the console edits it. */
async function toAdminPackage(executor: Executor, row: PackageRow): Promise<AdminPackage> {
  const settings = await getSiteSettings(executor);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    licenceFee: toPounds(row.licenseFeePence),
    description: row.description,
    image: row.image,
    country: row.country,
    serviceType: row.serviceType,
    regulator: row.regulator,
    categories: row.categories,
    published: row.published,
    documentCount: row.documentCount,
    onOffer: packageOnOffer(settings, row, new Date()),
  };
}

/** The package, locked for the change when `tx` is a transaction; 404 when there is none. */
export async function packageRow(executor: Executor, id: string, lock = false): Promise<PackageRow> {
  const query = executor.select().from(packages).where(eq(packages.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** POST /admin/package/view. */
export async function viewAdminPackage(db: Database, id: string): Promise<AdminPackage> {
  return toAdminPackage(db, await packageRow(db, id));
}

async function checkSlugFree(tx: Transaction, slug: string, id: string | undefined): Promise<void> {
  const others = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.slug, slug), id ? ne(packages.id, id) : undefined));
  if (others.length > 0) throw badRequest(m.slugTaken, [{ field: "slug", message: m.slugTaken }]);
}

async function nextPosition(tx: Transaction): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${packages.position}) + 1, 0)::int` })
    .from(packages);
  return row?.n ?? 0;
}

/** POST /admin/package/save: a new package starts withdrawn, so it is not sold half made. */
export async function saveAdminPackage(db: Database, actor: AdminActor, input: AdminPackageSave) {
  return changeCatalogue(db, async (tx) => {
    if (input.id) await packageRow(tx, input.id, true);
    await checkPackageReferences(tx, input);
    await checkSlugFree(tx, input.slug, input.id);
    const { id, licenceFee, description, ...fields } = input;
    const values = {
      ...fields,
      licenseFeePence: toPence(licenceFee),
      description: sanitiseDocumentHtml(description),
    };
    let row: PackageRow | undefined;
    if (id) {
      [row] = await tx
        .update(packages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(packages.id, id))
        .returning();
    } else {
      [row] = await tx
        .insert(packages)
        .values({ ...values, image: "", published: false, position: await nextPosition(tx) })
        .returning();
    }
    if (!row) throw notFound();
    await recordAudit(
      tx,
      adminAudit(actor, "admin.package.saved", "package", row.id, { created: !id, ...values }),
    );
    return toAdminPackage(tx, row);
  });
}

/** POST /admin/package/publish: on sale, or withdrawn (not sold; subscribers keep their library). */
export async function publishAdminPackage(db: Database, actor: AdminActor, id: string, published: boolean) {
  return changeCatalogue(db, async (tx) => {
    const before = await packageRow(tx, id, true);
    if (published && before.documentCount === 0) throw badRequest(m.packageEmpty);
    const [row] = await tx
      .update(packages)
      .set({ published, updatedAt: new Date() })
      .where(eq(packages.id, id))
      .returning();
    if (!row) throw notFound();
    const action = published ? "admin.package.published" : "admin.package.withdrawn";
    await recordAudit(tx, adminAudit(actor, action, "package", id, { slug: row.slug }));
    return toAdminPackage(tx, row);
  });
}
