// The types of what react-on-preact.js adds to Preact (the rest is typed as React's).
import type { ComponentChildren, VNode } from "preact";

export function Activity(props: { mode?: "visible" | "hidden"; children?: ComponentChildren }): VNode;
