import { myFileDeliveries, myFileFormats, myFileKinds } from "@cloudoc/contract";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

/**
 * My Files (spec 001 §3, issue 16): each company user's own folder tree and files, private to
 * them. Deleting sends an item to the bin (deleted_at); what went with a folder names it in
 * deleted_via, so restoring the folder brings it back and deleting it for good removes it.
 */
export const myFolders = pgTable(
  "my_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: at the top. Deleting a folder for good takes everything below it. */
    parentId: uuid("parent_id").references((): AnyPgColumn => myFolders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The folder whose deletion took this one to the bin; null when deleted on its own. */
    deletedVia: uuid("deleted_via"),
  },
  (t) => [
    index("my_folders_owner_parent_idx").on(t.companyId, t.ownerId, t.parentId),
    index("my_folders_owner_deleted_idx").on(t.companyId, t.ownerId, t.deletedAt),
  ],
);

/** A file written in the editor (header, inner and footer content) or an uploaded PDF. */
export const myFiles = pgTable(
  "my_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: at the top. */
    folderId: uuid("folder_id").references(() => myFolders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: myFileKinds }).notNull().default("editor"),
    name: text("name").notNull(),
    headerContent: text("header_content").notNull().default(""),
    innerContent: text("inner_content").notNull().default(""),
    footerContent: text("footer_content").notNull().default(""),
    /** An uploaded PDF's place in storage (its stored_files row counts it against the quota). */
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes").notNull().default(0),
    /** Counts saves: a save naming an older one answers 409. */
    version: integer("version").notNull().default(1),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedVia: uuid("deleted_via"),
  },
  (t) => [
    index("my_files_owner_folder_idx").on(t.companyId, t.ownerId, t.folderId),
    index("my_files_owner_recent_idx").on(t.companyId, t.ownerId, t.updatedAt),
    check("my_files_pdf_stored", sql`${t.kind} <> 'pdf' or ${t.storageKey} is not null`),
  ],
);

/** A file shared by email (spec 001 §3 sent-file record); kept when the file is deleted. */
export const myFileSends = pgTable(
  "my_file_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => myFiles.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    delivery: text("delivery", { enum: myFileDeliveries }).notNull(),
    format: text("format", { enum: myFileFormats }).notNull(),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("my_file_sends_sender_idx").on(t.companyId, t.senderId, t.createdAt),
    index("my_file_sends_file_idx").on(t.fileId),
  ],
);
