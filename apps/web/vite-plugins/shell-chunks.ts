import path from "node:path";
import type { Rolldown } from "vite";

const source = path.resolve(import.meta.dirname, "../src");
const entry = path.join(source, "main.tsx");

/** An area of the app: the route file that lazily loads it and the shell around its pages. */
export interface ShellArea {
  /** The chunk's name. */
  name: string;
  /** The area's route module (under src/), the only way into the area from the entry. */
  routes: string;
  /** The area's shell component (under src/), loaded with every page of the area. */
  shell: string;
}

/** Every module reachable from `start` by imports (and lazy imports when `lazy`), never entering `skip`. */
function reachable(ctx: Rolldown.ChunkingContext, start: string, lazy: boolean, skip?: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || id === skip) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds, ...(lazy ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/**
 * One chunk for what an area's shell needs and nothing outside the area uses. Every page of the
 * area is loaded with its shell, but the bundler cannot know that: it copied the shell's helpers
 * (the export tray's, the bell's, the documents' API calls) into each page chunk that used them
 * too, so the company documents page loaded them twice. Modules that the rest of the app also
 * uses stay out, so a public page never loads the company shell's chunk.
 */
export function shellChunk({ name, routes, shell }: ShellArea): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      if (!members) {
        const outside = reachable(ctx, entry, true, path.join(source, routes));
        const own = reachable(ctx, path.join(source, shell), false);
        members = new Set([...own].filter((module) => !outside.has(module)));
      }
      return members.has(id) ? name : null;
    },
    debugName: name,
    includeDependenciesRecursively: false,
    priority: 15,
  };
}
