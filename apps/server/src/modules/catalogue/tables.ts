import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Taxonomy of the catalogue (spec 000 §2 mega-menus, §3 Catalogue): countries, service types, regulators, plans. */
export const countries = pgTable("countries", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
  position: smallint("position").notNull().default(0),
});

export const serviceTypes = pgTable("service_types", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  blurb: text("blurb").notNull(),
  position: smallint("position").notNull().default(0),
});

export const regulators = pgTable("regulators", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  country: text("country")
    .notNull()
    .references(() => countries.slug),
  description: text("description").notNull(),
  position: smallint("position").notNull().default(0),
});

export const subscriptionTypes = pgTable("subscription_types", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
});

/** Master templates the platform admin publishes (DESIGN §1). Bodies are sanitised HTML. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    policyNumber: text("policy_number").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["policy", "procedure", "form"] }).notNull(),
    nation: text("nation")
      .notNull()
      .references(() => countries.slug),
    audience: text("audience", { enum: ["adult", "children", "staffing"] }).notNull(),
    folder: text("folder").notNull(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    cqcStatements: text("cqc_statements").array().notNull().default([]),
    version: integer("version").notNull().default(1),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_templates_policy_number_unique").on(t.policyNumber),
    uniqueIndex("document_templates_slug_unique").on(t.slug),
  ],
);

/** A package the public catalogue sells: a folder tree of master templates. */
export const packages = pgTable(
  "packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    licenseFeePence: integer("license_fee_pence").notNull(),
    image: text("image").notNull(),
    country: text("country")
      .notNull()
      .references(() => countries.slug),
    serviceType: text("service_type")
      .notNull()
      .references(() => serviceTypes.slug),
    regulator: text("regulator").references(() => regulators.slug),
    categories: text("categories").array().notNull().default([]),
    /** Published documents in the package, counted once; kept by refreshDocumentCounts. */
    documentCount: integer("document_count").notNull().default(0),
    position: smallint("position").notNull().default(0),

    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("packages_slug_unique").on(t.slug)],
);

export const packageFolders = pgTable(
  "package_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [index("package_folders_package_idx").on(t.packageId)],
);

export const packageDocuments = pgTable(
  "package_documents",
  {
    folderId: uuid("folder_id")
      .notNull()
      .references(() => packageFolders.id, { onDelete: "cascade" }),
    templateId: uuid("template_id")
      .notNull()
      .references(() => documentTemplates.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.templateId] }),
    index("package_documents_template_idx").on(t.templateId),
  ],
);

/** CQC quality statements, for mapping English adult-care templates to the evidence they give. */
export const cqcQualityStatements = pgTable("cqc_quality_statements", {
  id: text("id").primaryKey(),
  keyQuestion: text("key_question").notNull(),
  name: text("name").notNull(),
});
