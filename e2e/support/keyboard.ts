import type { Page } from "playwright-core";

/** The element that has the keyboard focus, as a test reads it. */
export interface Focus {
  /** Its name: aria-label, else its label's or its own text (trimmed). */
  name: string;
  role: string;
  /** It shows a focus indicator: an outline, a ring (box-shadow) or the primary-coloured border of a field. */
  ring: boolean;
  /** Inside which landmark or widget: the nearest dialog, menu or toolbar, by its role. */
  within: string;
}

/** Reads the focused element (see Focus). */
export function focused(page: Page): Promise<Focus> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return { name: "", role: "", ring: false, within: "" };
    }
    // A field's border takes its focus colour in a short transition: read it once it has.
    await Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    const probe = document.createElement("i");
    probe.style.color = "var(--mantine-primary-color-filled)";
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
    const shadow = style.boxShadow !== "none";
    const border = style.borderTopColor === primary && Number.parseFloat(style.borderTopWidth) >= 1;
    const labelled = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      "";
    const widget = element.closest('[role="dialog"], [role="menu"], [role="toolbar"]');
    return {
      // A required field's label ends with Mantine's asterisk.
      name: name.replace(/\s*\*$/, "").trim(),
      role: element.getAttribute("role") ?? element.tagName.toLowerCase(),
      ring: outline || shadow || border,
      within: widget?.getAttribute("role") ?? "",
    };
  });
}

/**
 * Presses `key` until the focus is on an element whose name matches `name`, and returns the names
 * of the stops on the way (the last one included) that showed no focus indicator.
 */
export async function pressUntil(page: Page, key: string, name: RegExp, limit = 80): Promise<string[]> {
  const unringed: string[] = [];
  for (let count = 0; count < limit; count += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (!now.ring) unringed.push(now.name || now.role);
    if (name.test(now.name)) return unringed;
  }
  throw new Error(`${key} did not reach ${name} in ${limit} presses`);
}
