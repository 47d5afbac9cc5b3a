import { defineConfig } from "vitest/config";
import { themeVariables } from "./apps/web/vite-plugins/theme-variables";

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's screens import the theme's variables, which the build makes.
        plugins: [themeVariables()],
        test: {
          name: "unit",
          // One module graph per worker, not per file: importing the app for each file was most
          // of the run's time. Tests keep their state in the files' own fixtures (no vi.mock).
          isolate: false,
          include: [
            "packages/**/*.test.ts",
            "content/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/vite-plugins/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "integration",
          isolate: false,
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          include: ["apps/server/src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
