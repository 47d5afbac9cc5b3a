import type { ESTree, Plugin } from "vite";

const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;

/**
 * The contract package is pure data and functions: the bundler may drop its unused parts (and zod,
 * which only the schemas use) from the browser's code.
 */
export const contractWithoutSideEffects = (id: string) => (contractSource.test(id) ? false : undefined);

/** Initialisers that compute nothing, so there is nothing to mark. */
const inert = new Set(["Literal", "Identifier", "ArrowFunctionExpression", "FunctionExpression"]);

/** The top-level `const` initialisers of a module that call something (a zod schema, say). */
function computedInitialisers(program: ESTree.Program): ESTree.Expression[] {
  const found: ESTree.Expression[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const { init } of declaration.declarations) if (init && !inert.has(init.type)) found.push(init);
  }
  return found;
}

/**
 * The contract's modules mix constants the browser uses with zod schemas that only the server
 * and some forms use. A bundler keeps every `const x = z.object(...)` of a module it imports
 * from, because it cannot know that building a schema has no side effect; importing one message
 * or constant then brought every schema of that module, and zod, to the public pages. The
 * contract is pure data and functions (nothing runs on import), so each top-level initialiser is
 * wrapped in a call marked pure: unused ones drop out, used ones behave exactly as before.
 */
export function pureContract(): Plugin {
  return {
    name: "cloudoc:pure-contract",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!contractSource.test(id)) return null;
      const edits = computedInitialisers(this.parse(code));
      if (edits.length === 0) return null;
      let result = code;
      // From the end, so earlier offsets stay valid.
      for (const init of edits.toReversed()) {
        result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
      }
      return { code: result, map: null };
    },
  };
}
