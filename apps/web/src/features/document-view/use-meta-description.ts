import { useEffect } from "react";

/**
 * Sets the page's one meta description (index.html's) while the page shows, and puts the site's
 * back after: a second tag would leave search engines to choose between two.
 */
export function useMetaDescription(text: string | undefined) {
  useEffect(() => {
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag || !text) return;
    const previous = tag.content;
    tag.content = text;
    return () => {
      tag.content = previous;
    };
  }, [text]);
}
