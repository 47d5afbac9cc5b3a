import { fileURLToPath } from "node:url";
import type { Alias } from "vite";

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The app is written and typed against React 19 and runs on Preact's compatibility layer (decision
 * 037): about 50 kB less JavaScript on every page. "react" is our own module, which adds to Preact
 * what React 19 has and it lacks (src/lib/react-on-preact.js).
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: fromHere("../src/lib/react-on-preact.js") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

/**
 * React Router's package points every bundler at its development build (with its warnings); the
 * production build is the same code without them.
 */
export const reactRouterProduction: Alias[] = [
  {
    find: /^react-router$/,
    replacement: fromHere("../../../node_modules/react-router/dist/production/index.mjs"),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromHere("../../../node_modules/react-router/dist/production/dom-export.mjs"),
  },
];
