import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitiseDocumentHtml } from "./sanitise";

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

/** Random, often malformed HTML built from tags, hostile attributes and text. */
const htmlish = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.string({ maxLength: 12 }),
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
