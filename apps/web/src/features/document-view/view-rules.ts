/**
 * The page's own h1 is the document's title, so the document's headings move down one level
 * (h1 to h2 … h5 to h6) to keep one h1 and a heading outline that reads in order.
 */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])(?=[\s>])/gi,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
  );
}
