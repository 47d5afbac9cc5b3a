import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme";
import { themeVariablesCss } from "./theme-variables";

/** The declarations of a stylesheet's text, by property. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = "", value = ""] of css.matchAll(/(--[\w-]+):\s*([^;}]+)/g))
    found.set(name, value.trim());
  return found;
}

describe("the theme's CSS variables, made at build time", () => {
  it("declare every variable Mantine's provider would add in the browser, with the same value", () => {
    const html = renderToStaticMarkup(
      createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: "light" }),
    );
    const providers = declarations(
      /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1] ?? "",
    );
    const built = declarations(themeVariablesCss());
    expect(providers.size).toBeGreaterThan(50);
    for (const [name, value] of providers) expect([name, built.get(name)]).toEqual([name, value]);
  });

  it("carry the brand colour and the legible grey for dimmed text", () => {
    const built = declarations(themeVariablesCss());
    expect(built.get("--mantine-color-brand-7")).toBe("#0f6b66");
    expect(built.get("--mantine-color-dimmed")).toBe("#495057"); // gray.7, not Mantine's gray.6
  });
});
