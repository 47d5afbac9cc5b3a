import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { documentTemplates, packages } from "./tables";

/** What the cart and checkout need to know about a package on sale. */
export interface PackageOnSale {
  id: string;
  slug: string;
  name: string;
  description: string;
  image: string;
  licenseFeePence: number;
}

/** What the cart and checkout need to know about a document sold on its own. */
export interface DocumentOnSale {
  id: string;
  slug: string;
  name: string;
  description: string;
}

/** Published packages by id. */
export function packagesOnSale(executor: Executor, ids: string[]): Promise<Map<string, PackageOnSale>> {
  return packagesById(executor, ids, { onSaleOnly: true });
}

/** Packages by id; a subscriber's renewal prices a package even after it is withdrawn from sale. */
export async function packagesById(
  executor: Executor,
  ids: string[],
  options: { onSaleOnly: boolean },
): Promise<Map<string, PackageOnSale>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: packages.id,
      slug: packages.slug,
      name: packages.name,
      description: packages.description,
      image: packages.image,
      licenseFeePence: packages.licenseFeePence,
    })
    .from(packages)
    .where(and(inArray(packages.id, ids), options.onSaleOnly ? eq(packages.published, true) : undefined));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Published master templates by id. */
export async function documentsOnSale(
  executor: Executor,
  ids: string[],
): Promise<Map<string, DocumentOnSale>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({
      id: documentTemplates.id,
      slug: documentTemplates.slug,
      name: documentTemplates.title,
      description: documentTemplates.summary,
    })
    .from(documentTemplates)
    .where(and(inArray(documentTemplates.id, ids), eq(documentTemplates.published, true)));
  return new Map(rows.map((row) => [row.id, row]));
}
