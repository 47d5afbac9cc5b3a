import type { Plugin } from "vite";
import { themeVariablesCss } from "../src/app/theme-variables.ts";

/** The module the app imports for its theme's CSS variables, made once at build time. */
export const themeVariablesId = "virtual:theme-variables.css";
const resolvedId = `\0${themeVariablesId}`;

/** Serves `virtual:theme-variables.css`: the theme's CSS variables (src/app/theme-variables.ts). */
export function themeVariables(): Plugin {
  return {
    name: "cloudoc-theme-variables",
    resolveId: (source) => (source === themeVariablesId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? themeVariablesCss() : undefined),
  };
}
