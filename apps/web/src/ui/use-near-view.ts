import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within a screen's height of the view, or the visitor presses a key
 * (a keyboard user then reaches the content in order), whichever is first; it stays true. Lets a
 * page load what lies further down only when someone is on their way to it.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const reveal = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && reveal(),
      {
        rootMargin: "100% 0px",
      },
    );
    observer.observe(element);
    window.addEventListener("keydown", reveal, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", reveal);
    };
  }, [ref, near]);
  return near;
}
