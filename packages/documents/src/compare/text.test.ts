import { describe, expect, it } from "vitest";
import { blockText, readBlock } from "./text";

const signature = (html: string) => readBlock(html).signature;

describe("the readable text of a block", () => {
  it("shows business variables as {{Label}}, not as values", () => {
    expect(blockText('<p>Call <span data-variable="company.name">Meadowbank</span> now.</p>')).toBe(
      "Call {{Company name}} now.",
    );
  });

  it("keeps the stored label of a variable the library does not know", () => {
    expect(blockText('<p><span data-variable="local.thing">Local  thing</span></p>')).toBe("{{Local thing}}");
  });

  it("decodes entities and collapses whitespace", () => {
    expect(blockText("<p>Safe &amp;\n   sound&nbsp;care &lt;here&gt;</p>")).toBe("Safe & sound care <here>");
  });

  it("keeps list items and table cells apart", () => {
    expect(blockText("<ul><li>one</li><li>two</li></ul>")).toBe("one two");
    expect(blockText("<table><tr><th>Name</th><td>Value</td></tr></table>")).toBe("Name Value");
  });
});

describe("whether two blocks say the same thing", () => {
  it("ignores whitespace, entities and attribute order", () => {
    expect(signature("<p>Safe &amp; sound</p>")).toBe(signature("<p>Safe &#38;  sound</p>"));
    expect(signature("<ul>\n  <li>one</li>\n</ul>")).toBe(signature("<ul><li>one</li></ul>"));
    expect(signature('<td colspan="2" style="color: #000">x</td>')).toBe(
      signature('<td style="color: #000" colspan="2">x</td>'),
    );
    expect(signature("<p>a<br/>b</p>")).toBe(signature("<p>a<br>b</p>"));
  });

  it("compares a variable by its key, whatever its label", () => {
    expect(signature('<p><span data-variable="company.name">Company name</span></p>')).toBe(
      signature('<p><span data-variable="company.name">Organisation</span></p>'),
    );
    expect(signature('<p><span data-variable="company.name">x</span></p>')).not.toBe(
      signature('<p><span data-variable="manager.name">x</span></p>'),
    );
  });

  it("tells apart changed wording and changed emphasis", () => {
    expect(signature("<p>Safe care</p>")).not.toBe(signature("<p>Safer care</p>"));
    expect(signature("<p>Safe care</p>")).not.toBe(signature("<p><strong>Safe</strong> care</p>"));
    expect(signature("<p><em>a</em> b</p>")).not.toBe(signature("<p><em>a</em>b</p>"));
  });
});

describe("the signature of a block after the editor has rewritten it", () => {
  it("ignores the wrappers and attributes the editor adds to lists and tables", () => {
    expect(signature("<ul><li><p>One <strong>two</strong></p></li></ul>")).toBe(
      signature("<ul><li>One <b>two</b></li></ul>"),
    );
    const stored = "<table><tbody><tr><th>Document</th><td>Policy</td></tr></tbody></table>";
    const edited =
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Document</p></th><td colspan="1" rowspan="1"><p>Policy</p></td></tr></tbody></table>';
    expect(signature(edited)).toBe(signature(stored));
  });

  it("still counts emphasis, links, spans of cells and structure", () => {
    expect(signature("<p>One <strong>two</strong></p>")).not.toBe(signature("<p>One two</p>"));
    expect(signature('<p><a href="/a">Link</a></p>')).not.toBe(signature('<p><a href="/b">Link</a></p>'));
    expect(signature('<table><tr><td colspan="2">A</td></tr></table>')).not.toBe(
      signature("<table><tr><td>A</td></tr></table>"),
    );
    expect(signature("<ul><li>One</li></ul>")).not.toBe(signature("<ol><li>One</li></ol>"));
  });
});
