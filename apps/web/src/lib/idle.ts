/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` in a
 * browser without requestIdleCallback (Safari). Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = timeoutMs / 2): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(run, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
}
