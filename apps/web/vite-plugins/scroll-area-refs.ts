import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const mergeRefs = fileURLToPath(new URL("../src/lib/merge-refs.ts", import.meta.url));

/**
 * Mantine's ScrollArea takes one small hook from Floating UI; in the build that import made every
 * modal (they scroll in a ScrollArea) load Floating UI's whole chunk. It gets the same hook from
 * src/lib/merge-refs.ts instead; popovers, menus and tooltips still use Floating UI itself.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: "cloudoc:scroll-area-refs",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "@floating-ui/react" || !importer || !scrollArea.test(importer)) return null;
      return mergeRefs;
    },
  };
}
