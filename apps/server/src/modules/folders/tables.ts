import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * A company's folders (spec 001 §3 Folder): a tree by parent_id. Deleting puts a folder in the
 * bin (deleted_at) with everything inside it (their deleted_via names this folder).
 */
export const companyFolders = pgTable(
  "company_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** A parent deleted for good leaves its separately binned sub-folders at the top level. */
    parentId: uuid("parent_id").references((): AnyPgColumn => companyFolders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** The folder icon's colour, #rrggbb; null shows the default. */
    colour: text("colour"),
    position: integer("position").notNull().default(0),
    /**
     * The library path this folder was filled from ("Governance", "Care Delivery/Medicines"): the
     * key that makes the fill idempotent and merges the same folder of several packages into one.
     */
    originPath: text("origin_path"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /** The folder whose deletion took this one to the bin; null when deleted on its own. */
    deletedVia: uuid("deleted_via"),
  },
  (t) => [
    index("company_folders_company_parent_idx").on(t.companyId, t.parentId),
    index("company_folders_company_deleted_idx").on(t.companyId, t.deletedAt),
    uniqueIndex("company_folders_origin_unique")
      .on(t.companyId, t.originPath)
      .where(sql`${t.originPath} is not null`),
  ],
);
