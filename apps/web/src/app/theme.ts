import {
  ColorInput,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  Modal,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";

/**
 * A calm deep teal. Shade 7 (#0f6b66) is the primary: white text on it has a contrast of 6.3:1,
 * and it reads at 6.3:1 as link text on white (WCAG AA needs 4.5:1).
 */
const brand: MantineColorsTuple = [
  "#e7f5f4",
  "#cfe9e7",
  "#9ed3cf",
  "#69bab5",
  "#3ea59f",
  "#22928c",
  "#157f79",
  "#0f6b66",
  "#0b5a56",
  "#074744",
];

/**
 * Light badges and buttons (a pale tint behind coloured text) take a darkened shade of their
 * colour for the text: Mantine's default, and even shade 9 of green or teal, is under 4.5:1 on
 * the tint (axe found them on the dashboard, the editor and the user lists).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return colours;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // A colour given with its shade ("red.9") is drawn solid by Mantine: its own text colour stands.
  if (!parsed.isThemeColor || parsed.shade !== undefined || parsed.color === "white") return colours;
  // Shade 9 darkened a third towards black: 4.5:1 or more on every colour's tint.
  return { ...colours, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 35%)` };
};

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  autoContrast: true,
  focusRing: "auto",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "700",
  },
  defaultRadius: "md",
  cursorType: "pointer",
  black: "#1b2430",
  variantColorResolver,
  // Every dialog's close button has a name for screen readers unless a dialog gives a better one.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close" } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close" } } }),
    ColorInput: ColorInput.extend({
      defaultProps: { eyeDropperButtonProps: { "aria-label": "Pick a colour from the screen" } },
    }),
  },
});

/**
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white; use gray.7 so secondary text passes AA. Its
 * error red (red.6) is 3.3:1 too; red.9 reads at 5.5:1 for field errors.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-placeholder": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
  },
  dark: {},
});
