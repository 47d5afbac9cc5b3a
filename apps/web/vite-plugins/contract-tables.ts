import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";
import type * as Define from "../../../packages/contract/src/routes/define";
import { importsFrom, type MemberRead, memberReads, replaceReads } from "./member-reads.ts";

const contractFile = (file: string) =>
  fileURLToPath(new URL(`../../../packages/contract/src/${file}`, import.meta.url));
const contractIndex = contractFile("index.ts");
const tableModule = contractFile("routes/index.ts");
const defineModule = contractFile("routes/define.ts");
const webSource = /[\\/]apps[\\/]web[\\/]src[\\/][^?]*\.tsx?$/;
const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;

/** Where a module takes the contract's tables from: the package, or (inside it) a sibling file. */
const contractImports = (id: string) =>
  contractSource.test(id)
    ? (source: string) => source.startsWith(".")
    : (source: string) => source === "@cloudoc/contract";

type Table = Record<string, Define.RouteDefinition>;

/** The fields of a call that hold zod schemas (the server's checks): the web asks only whether there is one. */
const schemaFields = ["body", "query", "params"] as const;
/** The fields the web reads as they are; tags, summaries and the id rules are the server's and OpenAPI's. */
const keptFields = ["method", "path", "access", "needs", "multipart"] as const;

/** The name one call of the table is held under on its own. */
const callName = (name: string) => `route$${name}`;

const isTable = (value: unknown): value is Table =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((entry) => typeof entry?.method === "string" && typeof entry?.path === "string");

/** A message catalogue: an object of wording only (`messages`, `billingMessages` …). */
const isCatalogue = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((entry) => typeof entry === "string");

/** One call as the browser needs it. */
function callForBrowser(definition: Define.RouteDefinition, fileReply: string): Record<string, unknown> {
  const call: Record<string, unknown> = {};
  for (const field of keptFields) if (definition[field] !== undefined) call[field] = definition[field];
  for (const field of schemaFields) if (definition[field] !== undefined) call[field] = true;
  if (definition.reply === fileReply) call.reply = fileReply;
  return call;
}

interface ContractTables {
  /** Each call of `routes`, as the browser needs it. */
  calls: Map<string, Record<string, unknown>>;
  /** The message catalogues, by their exported name. */
  catalogues: Map<string, Record<string, string>>;
  /** The route-table module's source for the browser: the calls alone, without their schemas. */
  routesSource: string;
}

/** The tables, read from the contract itself once per build. */
async function loadTables(): Promise<ContractTables> {
  const options = { configFile: false, logLevel: "silent" } as const;
  const [{ module: contract }, { module: tables }, { module: define }] = await Promise.all([
    runnerImport<Record<string, unknown>>(contractIndex, options),
    runnerImport<Record<string, unknown>>(tableModule, options),
    runnerImport<typeof Define>(defineModule, options),
  ]);
  const { routes } = tables;
  if (!isTable(routes)) throw new Error("routes/index.ts has no `routes` table");
  const calls = new Map(
    Object.entries(routes).map(([name, definition]) => [name, callForBrowser(definition, define.fileReply)]),
  );
  const catalogues = new Map(
    Object.entries(contract).filter((entry): entry is [string, Record<string, string>] =>
      isCatalogue(entry[1]),
    ),
  );
  const nameOf = new Map(Object.entries(routes).map(([name, definition]) => [definition, name]));
  const lines = [`export * from ${JSON.stringify(defineModule)};`];
  for (const [name, call] of calls) lines.push(`const ${callName(name)} = ${JSON.stringify(call)};`);
  for (const [table, value] of Object.entries(tables)) {
    if (table in define) continue;
    if (!isTable(value))
      throw new Error(`routes/index.ts exports ${table}, which contract-tables.ts does not know`);
    const entries = Object.entries(value).map(([key, definition]) => {
      const name = nameOf.get(definition);
      if (!name) throw new Error(`${table}.${key} is not a call of the route table`);
      return `${JSON.stringify(key)}: ${callName(name)}`;
    });
    lines.push(`export const ${table} = { ${entries.join(", ")} };`);
  }
  return { calls, catalogues, routesSource: lines.join("\n") };
}

/** The value a read stands for, as source. */
function readSource(tables: ContractTables, table: string, read: MemberRead): string {
  const value = table === "routes" ? tables.calls.get(read.name) : tables.catalogues.get(table)?.[read.name];
  if (value === undefined) throw new Error(`${table}.${read.name} is not in the contract`);
  return table === "routes" ? callName(read.name) : JSON.stringify(value);
}

/**
 * Rewrites a web module's reads of the contract's tables: `routes.login` becomes a copy of that
 * call's few fields, `messages.notFound` its wording. A chunk then carries only the calls and
 * messages it uses (a call is about 50 bytes; the whole table 45 KB, the messages 11 KB).
 */
function inlineReads(
  code: string,
  program: Parameters<typeof importsFrom>[0],
  from: (source: string) => boolean,
  tables: ContractTables,
) {
  const imported = importsFrom(program, from);
  const locals = new Set(
    [...imported]
      .filter(([, name]) => name === "routes" || tables.catalogues.has(name))
      .map(([local]) => local),
  );
  if (locals.size === 0) return null;
  const reads = memberReads(program, locals);
  if (reads.size === 0) return null;
  const tableOf = (local: string) => imported.get(local) ?? local;
  const all = [...reads].flatMap(([local, list]) => list.map((read) => ({ ...read, table: tableOf(local) })));
  const result = replaceReads(code, all, (read) => readSource(tables, read.table, read));
  const calls = [...new Set(all.filter((read) => read.table === "routes").map((read) => read.name))];
  const copies = calls.map((name) => `const ${callName(name)} = ${JSON.stringify(tables.calls.get(name))};`);
  // First, so a top-level read finds its copy already defined (imports are hoisted above it anyway).
  return `${copies.join("\n")}\n${result}`;
}

/**
 * The web calls the API through the contract's route table, `call(routes.login, input)`, but reads
 * only each call's method, path, access and needs, and whether its input is a body or a query; the
 * zod schemas in the table are the server's. In the browser build the table holds those fields
 * alone, and each web module gets its own copy of the calls it makes and the messages it shows:
 * neither the whole table (with its schemas, and zod) nor every message ships with every page.
 */
export function contractTables(): Plugin {
  let tables: Promise<ContractTables> | undefined;
  const loaded = () => {
    tables ??= loadTables();
    return tables;
  };
  return {
    name: "cloudoc:contract-tables",
    apply: "build",
    async load(id) {
      if (id !== tableModule) return null;
      return (await loaded()).routesSource;
    },
    transform: {
      order: "post",
      async handler(code, id) {
        if (!webSource.test(id) && !contractSource.test(id)) return null;
        if (id === tableModule) return null;
        const rewritten = inlineReads(code, this.parse(code), contractImports(id), await loaded());
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
