import { boolean, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Legal and information pages at /pages/{slug} (spec 000 §2). */
export const sitePages = pgTable("site_pages", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  content: text("content").notNull(),
});

export const faqs = pgTable("faqs", {
  id: uuid("id").primaryKey().defaultRandom(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: smallint("position").notNull().default(0),
});

export const knowledgeArticles = pgTable("knowledge_articles", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  body: text("body").notNull(),
  /** A knowledge-base video (spec 000 §2 /company/knowledge/video): an https embed address. */
  videoUrl: text("video_url").notNull().default(""),
  published: boolean("published").notNull().default(true),
  position: smallint("position").notNull().default(0),
});

export const testimonials = pgTable("testimonials", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  organisation: text("organisation").notNull(),
  quote: text("quote").notNull(),
  rating: smallint("rating").notNull(),
  position: smallint("position").notNull().default(0),
});

/** The public list of master-template updates (/document-updates). */
export const documentUpdates = pgTable("document_updates", {
  id: uuid("id").primaryKey().defaultRandom(),
  policyNumber: text("policy_number").notNull(),
  title: text("title").notNull(),
  updatedOn: date("updated_on").notNull(),
  summary: text("summary").notNull(),
});

/** The sample documents of /download/sample/documents, numbered 1 to 8. */
export const sampleDocuments = pgTable("sample_documents", {
  number: smallint("number").primaryKey(),
  policyNumber: text("policy_number").notNull(),
  title: text("title").notNull(),
});

/** Blocks of structured site content edited as a whole, e.g. the new-provider checklist. */
export const siteBlocks = pgTable("site_blocks", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
});

/** Where a request from a company or a visitor stands in the console. */
export const requestStatuses = ["new", "in hand", "closed"] as const;

/** Messages sent through /contact-us and demo bookings; kept so none is lost if mail fails. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    topic: text("topic").notNull().default(""),
    message: text("message").notNull(),
    kind: text("kind", { enum: ["contact", "demo"] })
      .notNull()
      .default("contact"),
    /** For a demo booking: the date and time the visitor asked for, as they gave it. */
    preferredTime: text("preferred_time").notNull().default(""),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    statusNote: text("status_note").notNull().default(""),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    ip: text("ip"),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
