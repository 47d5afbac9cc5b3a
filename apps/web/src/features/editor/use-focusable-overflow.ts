import { type RefObject, useEffect } from "react";

/**
 * Tables in `ref` that are wider than their room scroll on their own (on a phone): each such
 * table takes a place in the Tab order, so a keyboard user can reach it and scroll it with the
 * arrow keys (WCAG 2.1.1; axe: scrollable-region-focusable). Tables that fit stay out of it.
 * Checked again when the room changes size and when the HTML in it is replaced.
 */
export function useFocusableOverflow(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const table of root.querySelectorAll("table")) {
        if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
        else table.removeAttribute("tabindex");
      }
    };
    // The observer checks once as it starts, after the page's layout: checking here would force a
    // layout of the whole document before its first paint (a long policy on a phone, issue 20).
    const resized = new ResizeObserver(mark);
    resized.observe(root);
    const replaced = new MutationObserver(mark);
    replaced.observe(root, { childList: true });
    return () => {
      resized.disconnect();
      replaced.disconnect();
    };
  }, [ref]);
}
