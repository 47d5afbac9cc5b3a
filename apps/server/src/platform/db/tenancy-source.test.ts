import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableColumns, isTable } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

/**
 * Tenancy by construction (DESIGN §5, decision 016): a check over the server's source. Every
 * query on a tenant table (one with `company_id`) must filter through `ofCompany` (directly or
 * through a helper that does), every insert must name `companyId`, and a query that spans
 * companies must say so with `acrossCompanies`.
 */

const root = join(import.meta.dirname, "..", "..");

const tenantTables = Object.entries(schema)
  .filter(([, value]) => isTable(value) && "companyId" in getTableColumns(value))
  .map(([name]) => name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts");
    return source && !path.includes(`${join("src", "testing")}`) ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

/** Functions whose body filters through `ofCompany`: calling one scopes a query too. */
function scopingHelpers(): string[] {
  const names: string[] = [];
  for (const { text } of files) {
    const declaration = /(?:function\s+(\w+)\s*[<(]|const\s+(\w+)\s*=\s*(?:async\s*)?\()/g;
    for (const match of text.matchAll(declaration)) {
      const body = text.slice(match.index, text.indexOf("\n}", match.index) + 2);
      const name = match[1] ?? match[2];
      if (name && name !== "ofCompany" && /\bofCompany\(/.test(body)) names.push(name);
    }
  }
  return names;
}

/** The statement a match sits in: from the match to the end of its statement. */
function statementAt(text: string, index: number): string {
  const end = text.indexOf(";", index);
  return text.slice(index, end === -1 ? undefined : end);
}

function violations(): string[] {
  const helpers = scopingHelpers();
  const scoped = new RegExp(`\\b(ofCompany|acrossCompanies|${helpers.join("|") || "ofCompany"})\\(`);
  const found: string[] = [];
  for (const { path, text } of files) {
    if (path.endsWith(join("db", "tenant.ts"))) continue;
    for (const table of tenantTables) {
      const query = new RegExp(
        `\\.(from|update|delete|insert|innerJoin|leftJoin)\\(\\s*${table}\\b|\\$\\{${table}\\}`,
        "g",
      );
      for (const match of text.matchAll(query)) {
        const statement = statementAt(text, match.index);
        const line = text.slice(0, match.index).split("\n").length;
        const kind = match[1] ?? "sql";
        if (kind === "innerJoin" || kind === "leftJoin") continue; // the statement's main table is checked
        const ok =
          kind === "insert"
            ? /companyId/.test(statement)
            : kind === "sql"
              ? /company_?[iI]d/.test(statement)
              : scoped.test(statement);
        if (!ok) found.push(`${path}:${line} ${kind} ${table}`);
      }
    }
  }
  return found;
}

describe("tenancy by construction", () => {
  it("finds the tenant tables in the schema", () => {
    expect(tenantTables).toContain("companyDocuments");
    expect(tenantTables).toContain("companyFolders");
    expect(tenantTables.length).toBeGreaterThan(15);
  });

  it("queries a tenant table only through ofCompany, a helper using it, or acrossCompanies", () => {
    expect(violations()).toEqual([]);
  });
});
