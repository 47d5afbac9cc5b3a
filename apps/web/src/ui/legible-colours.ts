import { darken, getPrimaryShade, isLightColor, luminance, type MantineTheme } from "@mantine/core";

/** WCAG AA for normal text. */
const AA = 4.5;

/** The WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lightest of `shades` that reads at 4.5:1 against every one of `backgrounds`; when none
 * does, the darkest darkened in small steps until it does (orange and yellow need that).
 */
export function legibleShade(shades: readonly string[], backgrounds: readonly string[]): string {
  const reads = (colour: string) => backgrounds.every((background) => contrast(colour, background) >= AA);
  const found = shades.find(reads);
  if (found) return found;
  const darkest = shades[shades.length - 1] ?? "#000000";
  let amount = 0;
  while (!reads(darken(darkest, amount)) && amount < 1) amount += 0.05;
  return darken(darkest, amount);
}

/**
 * Every colour's text, outline and tinted-control text at 4.5:1 or more, decided here once
 * instead of a shade at each use: Mantine's defaults (shade 7 as text, shade 9 on the tint) are
 * under 4.5:1 for red, blue, cyan, teal, green and orange. A colour that takes white text on its
 * filled controls gets a fill dark enough for it; one that takes dark text (yellow, lime, green)
 * keeps its fill, which dark text reads on.
 */
export function legibleColourVariables(theme: MantineTheme): Record<string, string> {
  const primary = getPrimaryShade(theme, "light");
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const fromPrimary = shades.slice(primary);
    // Text sits on white and on the grey-0 panels.
    const onWhite = legibleShade(fromPrimary, [theme.white, theme.colors.gray[0]]);
    // Light controls sit on shade 1 and on shade 2 when hovered.
    const onTint = legibleShade(fromPrimary, [shades[1], shades[2]]);
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-outline`] = onWhite;
    variables[`--mantine-color-${name}-light-color`] = onTint;
    if (!isLightColor(shades[primary], theme.luminanceThreshold)) {
      variables[`--mantine-color-${name}-filled`] = onWhite;
      variables[`--mantine-color-${name}-filled-hover`] = darken(onWhite, 0.1);
    }
  }
  return variables;
}

/**
 * For a menu's dropdown: Mantine colours a coloured item ("Delete" in red) with shade 6 of its
 * colour, 3.3:1 for red on white; inside menus shade 6 is the colour's legible tint text, which
 * reads on the item's hover tint too.
 */
export function menuItemShades(theme: MantineTheme): Record<string, string> {
  const entries = Object.keys(theme.colors).map((name) => [
    `--mantine-color-${name}-6`,
    `var(--mantine-color-${name}-light-color)`,
  ]);
  return Object.fromEntries(entries);
}
