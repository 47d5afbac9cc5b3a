import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme as overrides } from "../app/theme";
import { contrast, legibleColourVariables, legibleShade } from "./legible-colours";

const theme = mergeMantineTheme(DEFAULT_THEME, overrides);
const variables = legibleColourVariables(theme);

describe("legible colours", () => {
  it("keeps a shade that already reads, and darkens one that does not", () => {
    expect(legibleShade(["#777777", "#000000"], ["#ffffff"])).toBe("#000000");
    expect(legibleShade(["#0f6b66"], ["#ffffff"])).toBe("#0f6b66");
    const darkened = legibleShade(["#fab005"], ["#ffffff"]);
    expect(contrast(darkened, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(theme.colors))(
    "reads at 4.5:1 for %s text, outlines, tints and white on fills",
    (name) => {
      const shades = theme.colors[name] ?? [];
      const at = (suffix: string) => variables[`--mantine-color-${name}-${suffix}`] ?? "";
      expect(contrast(at("text"), theme.white)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(at("outline"), theme.white)).toBeGreaterThanOrEqual(4.5);
      for (const tint of [shades[1], shades[2]])
        expect(contrast(at("light-color"), tint ?? "")).toBeGreaterThanOrEqual(4.5);
      const fill = at("filled");
      if (fill) expect(contrast(fill, theme.white)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("leaves the brand's fill as it is: white reads on it already", () => {
    expect(variables["--mantine-color-brand-filled"]).toBe("#0f6b66");
    expect(variables["--mantine-color-yellow-filled"]).toBeUndefined();
  });
});
