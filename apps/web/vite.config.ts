import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://localhost:3000";

/** Libraries every screen needs: one long-cached chunk. */
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
    // dist/.vite/manifest.json: lets scripts/first-load-size.mjs (and the server) see the chunk graph.
    manifest: true,
    target: "es2022",
    // Mantine's full stylesheet is one file; JS chunks are what the budget is about.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contract package is pure data and functions: let unused parts (and zod, which only the
        // schemas use) drop out of the public bundle.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: frameworkPackages, priority: 30 },
            // The Mantine code the providers need on every page; components used only by one shell
            // stay in that shell's lazy chunks (editor, admin and company code never reach "/").
            {
              name: "mantine",
              test: /[\\/]node_modules[\\/]@mantine[\\/]/,
              tags: ["$initial"],
              priority: 20,
            },
            { name: "query", test: /[\\/]node_modules[\\/]@tanstack[\\/]/, tags: ["$initial"], priority: 10 },
          ],
        },
      },
    },
  },
});
