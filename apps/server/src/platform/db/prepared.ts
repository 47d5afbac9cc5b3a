import type { Placeholder } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * A statement that many requests run (the session lookup, the folder list): built once per
 * database and variant, and prepared once per connection, instead of built by drizzle and planned
 * by PostgreSQL again on every request (issue 23, docs/benchmarks.md "Platform cost per request").
 * It runs on the database itself, never inside a transaction: callers that hold one use the
 * ordinary query. A variant is what changes the statement's text (a sort order), never a value.
 */
export function preparedOnce<Statement, Variant extends string = "">(
  build: (db: Database, variant: Variant) => Statement,
): (db: Database, variant: Variant) => Statement {
  const byDatabase = new WeakMap<Database, Map<Variant, Statement>>();
  return (db, variant) => {
    let variants = byDatabase.get(db);
    if (!variants) {
      variants = new Map();
      byDatabase.set(db, variants);
    }
    let statement = variants.get(variant);
    if (!statement) {
      statement = build(db, variant);
      variants.set(variant, statement);
    }
    return statement;
  };
}

/** The acting company, named at run time in a prepared statement. */
export const companyPlaceholder: Placeholder<"companyId"> = sql.placeholder("companyId");
