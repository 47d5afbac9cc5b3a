import { Parser } from "htmlparser2";

/** Top-level elements that stand as blocks of their own; anything else is inline and is wrapped. */
const blockElements = new Set([
  "address",
  "blockquote",
  "dl",
  "div",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "ol",
  "p",
  "pre",
  "table",
  "ul",
]);

/** Inline content lying between blocks: kept as a paragraph of its own. */
interface LooseRun {
  start: number;
  end: number;
  /** Has text that is not whitespace, or an element (an image, a variable). */
  readable: boolean;
}

/**
 * The top-level blocks of document HTML, each as its outer HTML exactly as written. Text and
 * inline elements between blocks become a `<p>` block, so nothing is lost from the document.
 */
export function splitBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  // The top-level element being read: where it starts, and whether it is a block or inline.
  let itemStart = 0;
  let inBlock = false;
  let loose: LooseRun | null = null;
  const flushLoose = () => {
    if (loose?.readable) blocks.push(`<p>${html.slice(loose.start, loose.end).trim()}</p>`);
    loose = null;
  };
  const extendLoose = (start: number, end: number, readable: boolean) => {
    loose ??= { start, end, readable };
    loose.end = Math.max(loose.end, end);
    loose.readable ||= readable;
  };
  const parser = new Parser({
    onopentag(name) {
      depth += 1;
      if (depth > 1) return;
      itemStart = parser.startIndex;
      inBlock = blockElements.has(name);
      if (inBlock) flushLoose();
      else extendLoose(parser.startIndex, parser.endIndex + 1, true);
    },
    ontext(data) {
      if (depth === 0) extendLoose(parser.startIndex, parser.endIndex + 1, data.trim() !== "");
    },
    onclosetag(_name, implied) {
      depth -= 1;
      if (depth > 0) return;
      // An implied close ends where the tag that implied it starts; a void element ends with itself.
      const end = implied && parser.startIndex > itemStart ? parser.startIndex : parser.endIndex + 1;
      if (inBlock) blocks.push(html.slice(itemStart, end));
      else extendLoose(itemStart, end, true);
      inBlock = false;
    },
  });
  parser.write(html);
  parser.end();
  flushLoose();
  return blocks;
}
