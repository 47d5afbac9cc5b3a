// What the build gives for "react": Preact's compatibility layer (decision 037), plus what React
// 19.2 has and it lacks. (JavaScript: TypeScript refuses `export *` from preact/compat's
// `export =` types; the app is typed against React's.)
import { options } from "preact";
import { createElement, createPortal, useLayoutEffect, useRef } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * Mantine renders <Activity> only for content kept mounted while hidden (a tab not shown, a closed
 * collapse): it stays mounted in a wrapper that hides it, so a hidden tab keeps what was typed in it.
 * @param {{ mode?: "visible" | "hidden", children?: unknown }} props
 */
export function Activity({ mode, children }) {
  return createElement("div", { style: { display: mode === "hidden" ? "none" : "contents" } }, children);
}

/** The tab titles pages render, newest last: as in React, the newest shows and the one before returns. */
const titles = [];

function showTitle() {
  const newest = titles.at(-1);
  if (newest) document.title = newest.text;
}

/** @param {{ children?: unknown }} props */
function DocumentTitle({ children }) {
  const entry = useRef({ text: "" }).current;
  entry.text = [children].flat().join("");
  useLayoutEffect(() => {
    titles.push(entry);
    return () => {
      titles.splice(titles.indexOf(entry), 1);
      showTitle();
    };
  }, [entry]);
  useLayoutEffect(showTitle);
  return null;
}

/** @param {Record<string, unknown>} props */
function HeadLink(props) {
  const link = createElement("link", props);
  link.type = "link"; // made as a HeadLink by the hook below; this one is the element itself
  return createPortal(link, document.head);
}

// Effects run as soon as the change is on the page, as React runs them after a click or a key, not
// a frame later: Mantine's dialogs note the focused control in an effect, to give the focus back on
// closing, and a frame later their focus trap has already moved it into the dialog.
options.requestAnimationFrame = queueMicrotask;

// React 19 moves a page's <title> and <link> into the document's head; Preact would leave them
// where they are rendered (the pages' tab titles and the public view's canonical link).
const nextVnode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "title") vnode.type = DocumentTitle;
  else if (vnode.type === "link") vnode.type = HeadLink;
  nextVnode?.(vnode);
};
