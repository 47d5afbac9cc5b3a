import { type FocusEvent, type KeyboardEvent, useEffect, useRef } from "react";

/** The controls a toolbar moves between: its enabled buttons and its selects. */
const controlSelector = "button:not(:disabled), select:not(:disabled)";

const steps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A roving tab stop for a role="toolbar" (WAI-ARIA APG toolbar pattern): the toolbar is one stop
 * in the Tab order, at the control used last; the left and right arrows (wrapping), Home and End
 * move between its controls. Keys and focus from elsewhere (a menu or dialog the toolbar opened,
 * which React's events bubble through) are left alone.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const current = useRef(0);
  const controls = () => [...(ref.current?.querySelectorAll<HTMLElement>(controlSelector) ?? [])];
  const settle = () => {
    const list = controls();
    current.current = Math.min(current.current, list.length - 1);
    list.forEach((control, index) => {
      control.tabIndex = index === current.current ? 0 : -1;
    });
  };
  // After every render: a control that was disabled (Undo) may be enabled now, and the reverse.
  useEffect(settle);

  const onFocus = (event: FocusEvent<T>) => {
    const index = controls().indexOf(event.target as HTMLElement);
    if (index < 0) return;
    current.current = index;
    settle();
  };
  const onKeyDown = (event: KeyboardEvent<T>) => {
    const list = controls();
    const index = list.indexOf(event.target as HTMLElement);
    const step = steps[event.key];
    if (index < 0 || !step) return;
    // A select would change its value on the arrow keys: here they move along the toolbar.
    event.preventDefault();
    list[step(index, list.length)]?.focus();
  };
  return { ref, onFocus, onKeyDown };
}
