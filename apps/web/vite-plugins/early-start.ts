import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown, runnerImport } from "vite";
import type * as EarlyPages from "../src/app/early/pages";
import { contractTables } from "./contract-tables.ts";
import { contractWithoutSideEffects, pureContract } from "./pure-contract.ts";

const webRoot = path.resolve(import.meta.dirname, "..");
const source = path.join(webRoot, "src");
const startModule = path.join(source, "app/early/start.ts");
const pagesModule = path.join(source, "app/early/pages.ts");

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

const chunks = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");

/** A chunk's file, its stylesheets and everything it imports statically, as build file names. */
function filesLoadedWith(bundle: Bundle, chunk: Chunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === "chunk") filesLoadedWith(bundle, next, files);
  }
  return files;
}

/** The chunk holding a module of the app (a path under src/); the build fails when there is none. */
function chunkHolding(bundle: Bundle, module: string): Chunk {
  const id = path.join(source, module);
  const found = chunks(bundle).find((chunk) => chunk.moduleIds.includes(id));
  if (!found) throw new Error(`early-start: no chunk holds ${module} (app/early/pages.ts names it)`);
  return found;
}

/** Each early page's files by its path, less those index.html loads anyway. */
function filesByPage(bundle: Bundle, entry: Chunk, pages: readonly EarlyPages.EarlyPage[], base: string) {
  const loadedAnyway = filesLoadedWith(bundle, entry);
  return Object.fromEntries(
    pages.map((page) => {
      const files = new Set<string>();
      for (const screen of page.screens) filesLoadedWith(bundle, chunkHolding(bundle, screen), files);
      return [page.path, [...files].filter((file) => !loadedAnyway.has(file)).map((file) => base + file)];
    }),
  );
}

/** The early script as one self-contained classic script, built apart from the app's chunks. */
async function buildEarlyScript(mode: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: webRoot,
    mode,
    logLevel: "warn",
    plugins: [contractTables(), pureContract()],
    build: {
      write: false,
      target: "es2022",
      minify: true,
      rolldownOptions: {
        input: startModule,
        treeshake: { moduleSideEffects: contractWithoutSideEffects },
        output: { format: "iife", codeSplitting: false },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const script = result && "output" in result ? result.output[0] : undefined;
  if (script?.type !== "chunk") throw new Error("early-start: the early script did not build");
  return script.code;
}

/** A value for a double-quoted HTML attribute. */
const attributeValue = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Builds app/early/start.ts into a small script of its own, loaded at the top of index.html
 * without waiting, with each early page's files beside it for the script to preload (issue 20,
 * decision 039). It is built apart so that it imports nothing: a chunk shared with the app would
 * be one more file it waited for, and the bundler's shared-chunk runtime with it.
 */
export function earlyStart(): Plugin {
  let base = "/";
  let mode = "production";
  let pages: readonly EarlyPages.EarlyPage[] = [];
  let earlyFile = "";
  let filesAttribute = "";
  return {
    name: "cloudoc:early-start",
    apply: "build",
    configResolved: (config) => {
      base = config.base;
      mode = config.mode;
    },
    async buildStart() {
      const options = { configFile: false, logLevel: "silent" } as const;
      const [code, { module }] = await Promise.all([
        buildEarlyScript(mode),
        runnerImport<typeof EarlyPages>(pagesModule, options),
      ]);
      pages = module.earlyPages;
      filesAttribute = module.earlyFilesAttribute;
      earlyFile = `assets/early-start-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName: earlyFile, source: code });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const files = JSON.stringify(filesByPage(bundle, entry, pages, base));
        // Before the entry, and asked for at high priority: the browser holds back an async script
        // (low priority by default) while the page's other scripts load.
        const tag = `<script async fetchpriority="high" src="${base}${earlyFile}" data-${filesAttribute}="${attributeValue(files)}"></script>`;
        const entryScript = /<script type="module"/;
        if (!entryScript.test(html)) throw new Error("early-start: index.html has no entry script");
        return html.replace(entryScript, (found) => `${tag}\n    ${found}`);
      },
    },
  };
}
