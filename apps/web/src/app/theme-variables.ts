import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme";

type Declarations = Record<string, string>;

/** The declarations of `ours` that Mantine's own stylesheet does not already make, as it makes them. */
function changed(ours: Declarations, defaults: Declarations): Declarations {
  return Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));
}

function withoutDefaults(ours: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return {
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  };
}

/**
 * The theme's CSS variables (colours, primary shade, fonts, the legible-colour overrides) as the
 * stylesheet text Mantine's provider would otherwise work out in the browser on every first load,
 * about 30 ms of a mid-range phone's time (issue 20). The build writes it into the app's CSS
 * (vite-plugins/theme-variables.ts) and the provider is told not to. As the provider does, it
 * leaves out what Mantine's stylesheet already declares with the same value.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  return convertCssVariables(withoutDefaults(variables), ":root");
}
