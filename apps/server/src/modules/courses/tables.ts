import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "../accounts/tables";

export interface StoredLesson {
  title: string;
  html: string;
}
export interface StoredQuestion {
  question: string;
  options: string[];
  answer: number;
}

/**
 * The training courses on sale (decision 031), from `content/courses` at every start-up: the
 * content is the master copy, so a corrected lesson or question reaches every company.
 */
export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    minutes: integer("minutes").notNull(),
    pricePence: integer("price_pence").notNull(),
    lessons: jsonb("lessons").$type<StoredLesson[]>().notNull(),
    questions: jsonb("questions").$type<StoredQuestion[]>().notNull(),
    passMarkPercent: integer("pass_mark_percent").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("courses_slug_unique").on(t.slug),
    check("courses_price_valid", sql`${t.pricePence} > 0`),
    check("courses_pass_mark_valid", sql`${t.passMarkPercent} between 1 and 100`),
  ],
);

/** A course a company has bought: granted by the paid order (payments' completeOrder). */
export const companyCourses = pgTable(
  "company_courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The paid order that bought it (kept as it was: orders are never deleted on their own). */
    orderId: uuid("order_id"),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("company_courses_unique").on(t.companyId, t.courseId)],
);

/** A course an employee must pass by a date. */
export const courseAssignments = pgTable(
  "course_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /** First opened (in progress from then). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The first passing attempt: the completion and its certificate. */
    passedAt: timestamp("passed_at", { withTimezone: true }),
    passedAttemptId: uuid("passed_attempt_id"),
  },
  (t) => [
    uniqueIndex("course_assignments_unique").on(t.courseId, t.userId),
    index("course_assignments_company_user_idx").on(t.companyId, t.userId),
  ],
);

/** Every quiz attempt, pass or fail (append-only): the answers given and the mark. */
export const courseAttempts = pgTable(
  "course_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => courseAssignments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<(number | null)[]>().notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    passed: boolean("passed").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_attempts_company_assignment_idx").on(t.companyId, t.assignmentId)],
);

/** A step of the new-provider checklist a company has ticked (content/site/checklist.ts ids). */
export const checklistTicks = pgTable(
  "checklist_ticks",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    tickedBy: uuid("ticked_by").references(() => users.id, { onDelete: "set null" }),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.itemId] })],
);
