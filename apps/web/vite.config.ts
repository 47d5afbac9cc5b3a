import { defineConfig } from "vite";
import { contractTables } from "./vite-plugins/contract-tables.ts";
import { earlyStart } from "./vite-plugins/early-start.ts";
import { mantineStyles } from "./vite-plugins/mantine-styles.ts";
import { precompress } from "./vite-plugins/precompress.ts";
import { contractWithoutSideEffects, pureContract } from "./vite-plugins/pure-contract.ts";
import { reactOnPreact, reactRouterProduction } from "./vite-plugins/react-on-preact.ts";
import { scrollAreaRefs } from "./vite-plugins/scroll-area-refs.ts";
import { shellChunk } from "./vite-plugins/shell-chunks.ts";
import { themeVariables } from "./vite-plugins/theme-variables.ts";

const apiTarget = "http://localhost:3000";

/** Libraries every screen needs (Preact standing in for React): one long-cached chunk. */
const frameworkPackages = /[\\/]node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Mantine's Popover (under menus, selects and the bell) with Floating UI, which places it. Company
 * pages share it with chunks that are themselves shared (Menu, Select's dropdown), and without a
 * chunk of its own the build copied it into each: the documents page loaded Popover three times.
 * Only these modules, not what they import (Box, Portal …), which pages without popovers need too.
 */
const popover =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/]Popover|utils[\\/]Floating)[\\/])/;

/** TipTap and ProseMirror: only the screens that edit rich text load them. */
const richTextEditor =
  /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/;

export default defineConfig({
  resolve: { alias: [...reactOnPreact, ...reactRouterProduction] },
  plugins: [
    contractTables(),
    pureContract(),
    scrollAreaRefs(),
    mantineStyles(),
    themeVariables(),
    earlyStart(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Every browser the app supports has modulepreload; the polyfill would only add to each page.
    modulePreload: { polyfill: false },
    // Mantine's full stylesheet is one file; JS chunks are what the budget is about.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractWithoutSideEffects },
      // Lets a small chunk that several screens share be copied into each (below), so a page loads
      // a handful of files instead of a waterfall of tiny ones (about 500 before: one per icon and
      // per Mantine component). 40 kB of source measured best for the budgeted pages.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 40_000 },
          groups: [
            { name: "framework", test: frameworkPackages, priority: 40 },
            { name: "rich-text-editor", test: richTextEditor, priority: 30 },
            // Data fetching: every page uses it; one copy instead of one in each shell and page chunk.
            { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 25 },
            { name: "popover", test: popover, priority: 24, includeDependenciesRecursively: false },
            // Everything the entry needs, in one chunk rather than a waterfall of small ones.
            { name: "app", tags: ["$initial"], priority: 20 },
            shellChunk({
              name: "company-shell",
              routes: "app/routes/company.tsx",
              shell: "app/shells/company/CompanyShell.tsx",
            }),
          ],
        },
      },
    },
  },
});
