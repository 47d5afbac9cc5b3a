import sanitizeHtml from "sanitize-html";

/**
 * The one allowlist for document HTML (DESIGN §7): used on every write on the server, by the
 * editor and by exports. Business variables survive as `<span data-variable="key">`.
 */
const textStyles = {
  "text-align": [/^(left|right|center|justify)$/],
  color: [/^#[0-9a-fA-F]{3,8}$/, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
  "background-color": [/^#[0-9a-fA-F]{3,8}$/, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
};

const imageDataUrl = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

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
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Embedded and scripted content is dropped with everything inside it, not unwrapped.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],

  transformTags: {
    // Links that open a new tab must not hand the opener to the target.
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") return { tagName, attribs };
      return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    (!frame.attribs.src || (frame.attribs.src.startsWith("data:") && !imageDataUrl.test(frame.attribs.src))),
};

/**
 * Sanitises document HTML with the product's allowlist. Malformed input can come out of one
 * pass in a shape the parser reads differently next time (a paragraph left inside a paragraph),
 * so passes repeat until the output is stable: the result is idempotent by construction.
 */
export function sanitiseDocumentHtml(html: string): string {
  let current = sanitizeHtml(html, sanitiseOptions);
  for (let pass = 0; pass < 4; pass += 1) {
    const next = sanitizeHtml(current, sanitiseOptions);
    if (next === current) return current;
    current = next;
  }
  return current;
}
