import { useEffect, useState } from "react";
import { whenIdle } from "./idle";

/**
 * False until the browser has been idle once after `shown` became true (at the latest after
 * `timeoutMs`), then true for good. For what can wait until the page's main content has painted:
 * parts below the fold and calls nobody waits for, which would otherwise share a phone's
 * connection with it (issue 20).
 */
export function useIdleAfter(shown: boolean, timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(
    () => (shown && !idle ? whenIdle(() => setIdle(true), timeoutMs) : undefined),
    [shown, idle, timeoutMs],
  );
  return shown && idle;
}
