import type { Orientation } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
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
    header: text("header").notNull().default(""),
    footer: text("footer").notNull().default(""),
    format: text("format").$type<Orientation>().notNull().default("potrait"),
    /** The document guide shown beside the editor: why the policy exists and how to personalise it. */
    guide: text("guide").notNull().default(""),
    /** Legislation and guidance the document rests on, one per entry. */
    legalReferences: text("legal_references").array().notNull().default(sql`'{}'::text[]`),
    /** The quiz staff answer after reading (spec 001 testRequired); see TemplateQuestion. */
    questions: jsonb("questions").$type<TemplateQuestion[]>().notNull().default([]),
    testRequired: boolean("test_required").notNull().default(false),
    /** The latest published version; 0 while a new template has never been published. */
    version: integer("version").notNull().default(1),
    /** Published templates are in the library; unpublished ones are drafts or withdrawn. */
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("document_templates_policy_number_unique").on(t.policyNumber),
    uniqueIndex("document_templates_slug_unique").on(t.slug),
  ],
);

/** One question of a template's quiz: the options, and the index of the right one. */
export interface TemplateQuestion {
  question: string;
  options: string[];
  answer: number;
}

/** The fields of a template an admin edits; a draft holds them all, a version snapshots them. */
export interface TemplateFields {
  title: string;
  policyNumber: string;
  summary: string;
  content: string;
  header: string;
  footer: string;
  format: Orientation;
  guide: string;
  legalReferences: string[];
  questions: TemplateQuestion[];
  testRequired: boolean;
}

/**
 * The one working draft of a template (DESIGN §1 step 1): the console edits it, an import of a
 * library release writes it, and publishing turns it into the next immutable version.
 */
export const templateDrafts = pgTable("template_drafts", {
  templateId: uuid("template_id")
    .primaryKey()
    .references(() => documentTemplates.id, { onDelete: "cascade" }),
  fields: jsonb("fields").$type<TemplateFields>().notNull(),
  /** The published version the draft started from (0 for a new template). */
  basedOnVersion: integer("based_on_version").notNull(),
  source: text("source", { enum: ["admin", "import"] }).notNull(),
  updatedBy: uuid("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every published version of a template, immutable, with its release notes and change class. */
export const templateVersions = pgTable(
  "template_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => documentTemplates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fields: jsonb("fields").$type<TemplateFields>().notNull(),
    releaseNotes: text("release_notes").notNull(),
    /** minor: wording; major: staff must read it again. */
    changeClass: text("change_class", { enum: ["minor", "major"] }).notNull(),
    publishedBy: uuid("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("template_versions_template_version_unique").on(t.templateId, t.version)],
);

/** Pictures the admin uploads for templates (POST /admin/template/image/upload). */
export const templateImages = pgTable("template_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  storageKey: text("storage_key").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  uploadedBy: uuid("uploaded_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each import of a release of `content/` from the console, with what it did. */
export const libraryImports = pgTable("library_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  importedBy: uuid("imported_by"),
  added: integer("added").notNull(),
  changed: integer("changed").notNull(),
  unchanged: integer("unchanged").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
