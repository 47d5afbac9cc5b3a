import { describe, expect, it } from "vitest";
import { sanitiseDocument, sanitiseDocumentHtml } from "./sanitise";
import { variablesIn } from "./variables";

/**
 * HTML exactly as the company editor (TipTap 3.32, apps/web/src/features/editor) sends it to
 * /user/savecontent, recorded in Chromium: every part of it must survive the server's sanitiser.
 */
const recorded = [
  '<h1 style="text-align: center;">Visiting policy</h1>',
  '<div class="document-control"><table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup><tbody><tr><th><p>Document</p></th><td><p><span data-variable="document.title">Document title</span></p></td></tr></tbody></table></div>',
  '<h2>Purpose</h2><p><span data-variable="company.name">Company name</span> welcomes visitors. <strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.cqc.org.uk">CQC</a></p>',
  '<ul><li><p>Visits are flexible. Contact <span data-variable="company.email">Company email</span></p></li></ul><ol><li><p>One</p></li></ol>',
  '<div class="page-break" data-type="page-break"></div>',
  '<table style="min-width: 75px;"><colgroup><col style="min-width: 25px;"><col style="min-width: 25px;"><col style="min-width: 25px;"></colgroup><tbody><tr><th><p style="text-align: center;">Day</p></th><th><p></p></th><th><p></p></th></tr><tr><td><p></p></td><td><p></p></td><td><p></p></td></tr></tbody></table>',
  '<img src="https://example.org/logo.png" alt="Logo"><img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
  "<h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6><p></p>",
].join("");

describe("the editor's HTML through the sanitiser", () => {
  const clean = sanitiseDocumentHtml(recorded);

  it("keeps variables, page breaks and the document-control block", () => {
    expect(variablesIn(clean)).toEqual(["document.title", "company.name", "company.email"]);
    expect(clean).toContain('<div class="page-break" data-type="page-break"></div>');
    expect(clean).toContain('<div class="document-control"><table>');
  });

  it("keeps alignment, marks, lists, headings, links, tables and images", () => {
    for (const kept of [
      '<h1 style="text-align:center">Visiting policy</h1>',
      '<th><p style="text-align:center">Day</p></th>',
      "<strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s>",
      '<a target="_blank" rel="noopener noreferrer" href="https://www.cqc.org.uk">CQC</a>',
      "<ol><li><p>One</p></li></ol>",
      "<tr><td><p></p></td><td><p></p></td><td><p></p></td></tr>",
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
      "<h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>",
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it("removes the image linked from another website (a save refuses it)", () => {
    expect(clean).not.toContain("example.org/logo.png");
    expect(sanitiseDocument(recorded).remoteImages).toBe(true);
  });

  it("drops only the editor's layout sizes, and is stable on a second pass", () => {
    expect(clean).not.toContain("min-width");
    expect(sanitiseDocumentHtml(clean)).toBe(clean);
  });
});
