import classes from "./SkipLink.module.css";

/** The first focusable element of every shell: jumps past the header and menus. */
export function SkipLink() {
  return (
    <a className={classes.skip} href="#main-content">
      Skip to main content
    </a>
  );
}
