import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { componentOrder } from "./mantine-styles";

const esm = path.join(path.dirname(createRequire(import.meta.url).resolve("@mantine/core")), "..", "esm");

/** Each component with styles (by its class-name module's folder), and those with styles it renders. */
function buildsOn(order: readonly string[]): [string, string[]][] {
  return readdirSync(esm, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".module.mjs"))
    .map((file) => {
      const classes = path.join(esm, file);
      const name = path.basename(classes, ".module.mjs");
      const folder = path.dirname(classes);
      const code = readdirSync(folder)
        .filter((file) => file.endsWith(".mjs"))
        .map((file) => readFileSync(path.join(folder, file), "utf8"))
        .join("\n");
      // The component itself (Paper/Paper.mjs), not only its context or helpers: what it renders.
      const used = [...code.matchAll(/from "(?:\.\.\/)+(?:components\/)?(\w+)\/\1\.mjs"/g)].map(
        ([, used = ""]) => used,
      );
      return [name, [...new Set(used)].filter((used) => used !== name && order.includes(used))];
    });
}

describe("Mantine's styles as the pages use them", () => {
  const order = componentOrder();

  it("orders every component with styles", () => {
    expect(order.length).toBeGreaterThan(90);
    expect(order).toContain("Button");
    expect(order).not.toContain("baseline");
  });

  it("puts each component's layer after the layers of the components it is built on", () => {
    const pairs = buildsOn(order);
    expect(pairs.filter(([, used]) => used.length > 0).length).toBeGreaterThan(20);
    for (const [name, used] of pairs) {
      for (const base of used)
        expect([base, name, order.indexOf(base) < order.indexOf(name)]).toEqual([base, name, true]);
    }
  });
});
