import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import classes from "./PublicHeader.module.css";

interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  active?: boolean;
  /** "mega" spans the header; "start" / "end" align a small panel with the button. */
  variant: "mega" | "start" | "end";
  /** The panel's content; `open` lets it start loading data the first time it opens. */
  children: (close: () => void, open: boolean) => ReactNode;
}

const hoverDelay = { open: 120, close: 220 };

/**
 * A navigation disclosure: a button with aria-expanded and a panel of links right after it, so
 * Tab moves from the button into the links. Opens on click (and on hover with a mouse); closes on
 * Escape (focus returns to the button), on a click outside, when focus leaves, and on navigation.
 * Plain CSS positioning keeps the public first load free of the floating-ui library.
 */
export function NavDropdown({ label, ariaLabel, active, variant, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // Hover (mouse only) and focus leaving the dropdown, as native listeners on the wrapper.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const hover = (next: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => setOpen(next), next ? hoverDelay.open : hoverDelay.close);
    };
    const onEnter = hover(true);
    const onLeave = hover(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    root.addEventListener("pointerenter", onEnter);
    root.addEventListener("pointerleave", onLeave);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      clearTimeout(hoverTimer.current);
      root.removeEventListener("pointerenter", onEnter);
      root.removeEventListener("pointerleave", onLeave);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return (
    <div ref={rootRef} className={variant === "mega" ? classes.dropdownMegaRoot : classes.dropdownRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          setOpen((o) => !o);
        }}
      >
        {label}
        <IconChevronDown size={16} className={classes.chevron} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={variant === "mega" ? classes.megaPanel : classes.panel}
        data-align={variant}
      >
        {children(close, open)}
      </div>
    </div>
  );
}
