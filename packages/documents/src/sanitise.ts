import sanitizeHtml from "sanitize-html";
import { inlineImagePattern, isRemoteImageSource } from "./images";
import { keepTextOfUnclosed, removedElements } from "./unclosed";

/**
 * The one allowlist for document HTML (DESIGN §7): used on every write on the server, by the
 * editor and by exports. Business variables survive as `<span data-variable="key">`.
 */
const textStyles = {
  "text-align": [/^(left|right|center|justify)$/],
  color: [/^#[0-9a-fA-F]{3,8}$/, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
  "background-color": [/^#[0-9a-fA-F]{3,8}$/, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
};

export const sanitiseOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "mark",
    "code",
    "ul",
    "ol",
    "li",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "a",
    "img",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    span: ["data-variable", "style"],
    div: ["class", "data-type"],
    td: ["colspan", "rowspan", "style"],
    th: ["colspan", "rowspan", "style", "scope"],
    col: ["span", "style"],
    ol: ["start", "type"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
    h5: ["style"],
    h6: ["style"],
  },
  allowedClasses: { div: ["page-break", "document-control"] },
  allowedStyles: { "*": textStyles, col: { width: [/^\d+(px|%)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // An image is inline or the app's own (a relative address): nothing is fetched from elsewhere.
  allowedSchemesByTag: { img: ["data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Embedded and scripted content is dropped with everything inside it, not unwrapped (when
  // closed: see keepTextOfUnclosed).
  nonTextTags: removedElements,

  transformTags: {
    // Links that open a new tab must not hand the opener to the target.
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") return { tagName, attribs };
      return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    (!frame.attribs.src ||
      (frame.attribs.src.startsWith("data:") && !inlineImagePattern.test(frame.attribs.src))),
};

/** Sanitised document HTML, and whether the input named an image on another server. */
export interface SanitisedDocument {
  html: string;
  remoteImages: boolean;
}

/**
 * Repeats sanitising until stable: malformed input can come out of one pass in a shape the
 * parser reads differently next time (a paragraph left inside a paragraph).
 */
function untilStable(html: string): string {
  let current = html;
  for (let pass = 0; pass < 4; pass += 1) {
    const next = sanitizeHtml(current, sanitiseOptions);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Sanitises document HTML with the product's allowlist, keeping the text after an unclosed
 * removed element (keepTextOfUnclosed), and says whether an image the document would show
 * named another server (removed here; a save refuses it). Idempotent by construction.
 */
export function sanitiseDocument(html: string): SanitisedDocument {
  let remoteImages = false;
  const first = sanitizeHtml(keepTextOfUnclosed(html), {
    ...sanitiseOptions,
    transformTags: {
      ...sanitiseOptions.transformTags,
      // Seen before the scheme check, and only for images outside removed elements.
      img: (tagName, attribs) => {
        if (attribs.src && isRemoteImageSource(attribs.src)) remoteImages = true;
        return { tagName, attribs };
      },
    },
  });
  return { html: untilStable(first), remoteImages };
}

/** Sanitised document HTML (see sanitiseDocument); remote images are removed silently. */
export function sanitiseDocumentHtml(html: string): string {
  return sanitiseDocument(html).html;
}

/** Whether document HTML has any words to read (tags, images and white space alone do not count). */
export function hasReadableText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
