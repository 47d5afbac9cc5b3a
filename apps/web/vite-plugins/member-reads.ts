import type { ESTree } from "vite";

type Node = ESTree.Node & { start: number; end: number };

/** One `table.name` read in a module's source. */
export interface MemberRead {
  start: number;
  end: number;
  name: string;
}

/** Every node under `node`, depth first. */
function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (typeof node !== "object" || node === null || !("type" in node)) return;
  yield node as Node;
  for (const value of Object.values(node)) if (typeof value === "object") yield* nodesOf(value);
}

/** The names a module imports from the sources `from` accepts, by their local name. */
export function importsFrom(program: ESTree.Program, from: (source: string) => boolean): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || !from(String(statement.source.value))) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === "ImportSpecifier" && "name" in specifier.imported) {
        names.set(specifier.local.name, specifier.imported.name);
      }
    }
  }
  return names;
}

/**
 * The `local.name` reads of each of `locals` in a module. A local the module uses any other way
 * (passes it on, indexes it, or declares another of the same name) is left out: it stays whole.
 */
export function memberReads(program: ESTree.Program, locals: ReadonlySet<string>): Map<string, MemberRead[]> {
  const reads = new Map<string, MemberRead[]>();
  const readObjects = new Set<unknown>();
  const names = new Set<unknown>();
  for (const node of nodesOf(program)) {
    if (node.type === "MemberExpression" && !node.computed) {
      names.add(node.property);
      const { object, property } = node;
      if (object.type === "Identifier" && locals.has(object.name) && property.type === "Identifier") {
        readObjects.add(object);
        const list = reads.get(object.name) ?? [];
        list.push({ start: node.start, end: node.end, name: property.name });
        reads.set(object.name, list);
      }
    }
    if (node.type === "Property" && !node.computed && !node.shorthand) names.add(node.key);
    if (node.type === "ImportSpecifier") names.add(node.imported).add(node.local);
  }
  for (const node of nodesOf(program)) {
    if (node.type === "Identifier" && reads.has(node.name) && !readObjects.has(node) && !names.has(node)) {
      reads.delete(node.name);
    }
  }
  return reads;
}

/** `code` with each read replaced by `replacement(read)`. */
export function replaceReads<R extends MemberRead>(
  code: string,
  reads: readonly R[],
  replacement: (read: R) => string,
) {
  let result = code;
  for (const read of [...reads].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, read.start)}${replacement(read)}${result.slice(read.end)}`;
  }
  return result;
}
