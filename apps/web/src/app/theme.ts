import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineTheme,
} from "@mantine/core";
import { legibleColourVariables, menuItemShades } from "../ui/legible-colours";

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
  // Every dialog's and notice's close button has a name for screen readers unless it gives a better one.
  // Plain objects, not `Modal.extend(...)`: importing the components here would put the dialog and
  // colour-picker code in the chunk every page loads.
  components: {
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    ColorInput: {
      defaultProps: { eyeDropperButtonProps: { "aria-label": "Pick a colour from the screen" } },
    },
    FileInput: { defaultProps: { clearButtonProps: { "aria-label": "Remove the chosen file" } } },
    // Mantine's placeholder (a focusable "presentation" div) breaks the menu's list of items for
    // screen readers (axe: aria-required-children); without it the first item takes the focus.
    Menu: {
      defaultProps: { withInitialFocusPlaceholder: false },
      // An item reached with the arrow keys shows the focus ring every other control shows.
      classNames: { item: "mantine-focus-auto" },
      styles: (t: MantineTheme) => ({ dropdown: menuItemShades(t) }),
    },
  },
});

/**
 * Every colour's text, outline, fill and tint text read at 4.5:1 (legible-colours.ts). Mantine's
 * dimmed grey (gray.6) is 3.3:1 on white; use gray.7 so secondary text passes AA. Its error red
 * (red.6) is 3.3:1 too; red.9 reads at 5.5:1 for field errors.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...legibleColourVariables(t),
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-placeholder": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
  },
  dark: {},
});
