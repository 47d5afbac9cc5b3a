import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// Mantine's styles as the pages use them (issue 20). The app used to load Mantine's whole
// stylesheet (235 kB, 28 kB compressed) before any page could paint; most pages use a fifth of it.
// Each component's styles now come with the code that uses the component: the build puts them in
// the CSS of the chunk holding that component. A component shared by several lazy chunks is copied
// into each, and so are its styles; so that a copy loaded later cannot win over a component built
// on it (Paper's `display: block` over Card's `display: flex`), each component's styles sit in a
// cascade layer of their own, in the order of Mantine's own stylesheet, declared up front: in the
// page's head, as the CSS minifier drops a layer statement that names layers its file leaves empty.

const wholeStylesheet = createRequire(import.meta.url).resolve("@mantine/core/styles.css");
const stylesDir = path.join(path.dirname(wholeStylesheet), "styles");

/** Mantine's base styles: the reset, its default variables and its global classes. */
const baseFiles = ["baseline", "default-css-variables", "global"];

/** A Mantine component's class-name module, whose classes its stylesheet defines. */
const componentClasses = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

const prefix = "virtual:mantine-styles/";

const readStyles = (name: string) => readFileSync(path.join(stylesDir, `${name}.css`), "utf8");

/**
 * Mantine's components in the order of its whole stylesheet (which puts what others build on
 * first): each by where its first class appears there.
 */
export function componentOrder(): string[] {
  const whole = readFileSync(wholeStylesheet, "utf8");
  const at = (name: string) => whole.indexOf(/\.m_[0-9a-f]+/.exec(readStyles(name))?.[0] ?? "\0");
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith(".css") && !file.endsWith(".layer.css"))
    .map((file) => file.slice(0, -".css".length))
    .filter((name) => !baseFiles.includes(name))
    .sort((a, b) => at(a) - at(b));
}

const layerOf = (rank: number) => `mantine.c${rank}`;

export function mantineStyles(): Plugin {
  let order: string[] = [];
  // The dev server pre-bundles Mantine without this plugin's transform: it serves the whole
  // stylesheet instead, in the base layer, so the cascade against the app's own styles is the same.
  let serving = false;
  return {
    name: "cloudoc:mantine-styles",
    enforce: "pre",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      order = componentOrder();
    },
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(prefix.length + 1, -".css".length);
      if (name === "base") {
        const base = serving ? [readFileSync(wholeStylesheet, "utf8")] : baseFiles.map(readStyles);
        return `@layer mantine.base {\n${base.join("\n")}\n}\n`;
      }
      return `@layer ${layerOf(order.indexOf(name))} {\n${readStyles(name)}\n}\n`;
    },
    // Right after the charset (which must open the page), before any stylesheet.
    transformIndexHtml: (html) =>
      html.replace(
        /<meta charset="UTF-8" \/>/,
        (charset) =>
          `${charset}\n    <style>@layer ${["mantine.base", ...order.map((_, rank) => layerOf(rank))].join(",")};</style>`,
      ),
    transform(code, id) {
      const name = serving ? undefined : componentClasses.exec(id)?.[1];
      if (!name || !existsSync(path.join(stylesDir, `${name}.css`))) return undefined;
      return { code: `import "${prefix}${name}.css";\n${code}`, map: null };
    },
  };
}
