import { useEffect, useState } from "react";
import { whenIdle } from "./idle";

/**
 * How many of `total` items a long page renders: `first` (about a screenful) at once, then `step`
 * more each time the browser is idle, until all are there. The first paint then costs a screenful
 * of work instead of the whole list; the rest follows within moments, so find-in-page and the
 * page's lists are complete as soon as anyone could use them.
 */
export function useProgressiveCount(total: number, first: number, step = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => setCount((shown) => shown + step), 500);
  }, [count, total, step]);
  return Math.min(count, total);
}
