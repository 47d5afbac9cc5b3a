import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasReadableText, sanitiseDocument, sanitiseDocumentHtml } from "./sanitise";
import { removedElements } from "./unclosed";

const tags = [
  "p",
  "h1",
  "h2",
  "ul",
  "li",
  "table",
  "tr",
  "td",
  "span",
  "div",
  "a",
  "img",
  "script",
  "iframe",
  "style",
  "svg",
  "math",
  "textarea",
  "template",
  "noscript",
  "option",
  "object",
  "em",
  "strong",
];
const attributes = [
  'onclick="alert(1)"',
  'onerror="alert(1)"',
  'href="javascript:alert(1)"',
  'href="JaVaScRiPt:alert(1)"',
  'href=" javascript:alert(1)"',
  'src="javascript:alert(1)"',
  'src="data:text/html;base64,PHNjcmlwdD4="',
  'style="background:url(javascript:alert(1))"',
  'data-variable="company.name"',
  'href="https://example.org"',
  'class="page-break"',
  'formaction="javascript:alert(1)"',
];

/** Random, often malformed HTML built from tags, hostile attributes and the given text. */
const htmlOf = (text: fc.Arbitrary<string>) =>
  fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      text,
      fc.constantFrom(
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "&lt;script&gt;",
        "<!-- c -->",
        "<",
      ),
      fc
        .tuple(
          fc.constantFrom(...tags),
          fc.subarray(attributes, { maxLength: 3 }),
          fc.array(tie("node"), { maxLength: 3 }),
          fc.boolean(),
        )
        .map(
          ([tag, attrs, children, closed]) =>
            `<${tag} ${attrs.join(" ")}>${children.join("")}${closed ? `</${tag}>` : ""}`,
        ),
    ),
  })).node;
const htmlish = htmlOf(fc.string({ maxLength: 12 }));

/** Like htmlish, with words w0, w1, … as its text, each once. */
const worded = htmlOf(fc.constant("§")).map((html) => {
  let n = 0;
  return html.replace(/§/g, () => ` w${n++} `);
});

/**
 * Whether a word may sit inside a removed element: one of them starts before it and an end tag of
 * the same name follows it. (The parser's own pairing is narrower; anything else must survive.)
 */
function mayBeRemoved(html: string, at: number): boolean {
  return removedElements.some((name) => {
    const opened = html.slice(0, at).search(new RegExp(`<${name}[\\s/>]`, "i"));
    return opened !== -1 && html.indexOf(`</${name}>`, at) !== -1;
  });
}

describe("the document sanitiser", () => {
  it("is idempotent: sanitising twice equals sanitising once", () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const once = sanitiseDocumentHtml(html);
        expect(sanitiseDocumentHtml(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it("lets no script, event handler or javascript: URL survive", () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const clean = sanitiseDocumentHtml(html).toLowerCase();
        expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<style/);
        expect(clean).not.toMatch(/\son[a-z]+\s*=/);
        expect(clean).not.toContain("javascript:");
        expect(clean).not.toContain("data:text/html");
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every word that is not inside a removed element", () => {
    fc.assert(
      fc.property(worded, (html) => {
        const clean = sanitiseDocumentHtml(html);
        for (const word of html.matchAll(/w\d+/g)) {
          if (mayBeRemoved(html, word.index)) continue;
          expect(clean).toMatch(new RegExp(`\\b${word[0]}\\b`));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it.each(["math", "svg", "style", "textarea", "template"])(
    "keeps the text after an unclosed <%s>",
    (tag) => {
      const clean = sanitiseDocumentHtml(`<p>Call us<${tag}>now</p><h2>Procedure</h2><p>Report it.</p>`);
      expect(clean).toContain("Call us");
      expect(clean).toContain("now");
      expect(clean).toContain("<h2>Procedure</h2><p>Report it.</p>");
    },
  );

  it("still removes a closed element with its content", () => {
    expect(sanitiseDocumentHtml("<p>a<svg><text>drawn</text></svg>b<style>p{}</style></p>")).toBe(
      "<p>ab</p>",
    );
  });

  it("removes images from other servers and says so, keeping inline and own images", () => {
    for (const src of [
      "http://10.0.0.1/x.png",
      " HTTPS://tracker.example/p.gif",
      "//cdn.example/x.png",
      "/\\evil/x",
    ]) {
      expect(sanitiseDocument(`<p>a<img src="${src}">b</p>`)).toEqual({
        html: "<p>ab</p>",
        remoteImages: true,
      });
    }
    const own =
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" /><img src="/api/users/details/image/logo.png" /></p>';
    expect(sanitiseDocument(own)).toEqual({ html: own, remoteImages: false });
  });

  it("keeps the document structure the editor produces", () => {
    const html =
      '<h2>Procedure</h2><p>Call <span data-variable="safeguarding.phone">Safeguarding phone</span>.</p><ol><li>One</li></ol><table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table><div class="page-break"></div>';
    expect(sanitiseDocumentHtml(html)).toBe(html);
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitiseDocumentHtml('<a href="https://cqc.org.uk" target="_blank">CQC</a>')).toBe(
      '<a href="https://cqc.org.uk" target="_blank" rel="noopener noreferrer">CQC</a>',
    );
  });
});

describe("hasReadableText", () => {
  it("finds words, not tags, pictures or spaces", () => {
    expect(hasReadableText("<p>Fire safety</p>")).toBe(true);
    expect(hasReadableText("<p> </p><p><br></p>")).toBe(false);
    expect(hasReadableText('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(false);
    expect(hasReadableText("")).toBe(false);
  });
});
