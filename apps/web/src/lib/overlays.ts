/**
 * Toasts and popups (Mantine Notifications and ModalsProvider, with Modal, ScrollArea and
 * floating-ui) are mounted lazily so they are not part of the public first load. The app mounts
 * them when something asks to show a message, or (in the admin console) once the page is idle.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markMounted: () => void = () => {};

/** Resolves once the notifications and modals containers are mounted. */
export const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function overlaysRequested(): boolean {
  return requested;
}

export function onOverlaysRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function overlaysDidMount(): void {
  markMounted();
}
