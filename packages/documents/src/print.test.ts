import { describe, expect, it } from "vitest";
import { buildPrintDocument, type PrintInput } from "./print";

const input: PrintInput = {
  body: '<h1>Safeguarding Adults</h1><h2>Purpose</h2><p><span data-variable="company.name">Company name</span> protects people. Call <span data-variable="safeguarding.phone">Safeguarding phone</span>.</p>',
  header: '<p><span data-variable="company.name">Company name</span></p>',
  footer: "<p>Uncontrolled when printed</p>",
  values: { "company.name": "Meadowbank Care Ltd" },
  control: {
    title: "Safeguarding Adults",
    policyNumber: "ENG-SR-01",
    version: "3",
    reviewDate: "22/11/2027",
  },
  orientation: "potrait",
  colours: { all: "#0b5f63", h2: "#7c2d12", h3: "red; background:url(x)" },
  logoUrl: "data:image/png;base64,iVBORw0KGgo=",
  companyName: "Meadowbank Care Ltd",
};

describe("the print page", () => {
  it("fills variables, marks gaps and adds the document-control block", () => {
    const { html } = buildPrintDocument(input);
    expect(html).toContain(">Meadowbank Care Ltd</span> protects people");
    expect(html).toContain("[Safeguarding phone missing]");
    expect(html).toContain("<th>Policy number</th><td>ENG-SR-01</td>");
    expect(html).toContain("<th>Review date</th><td>22/11/2027</td>");
    expect(html).toContain('<img class="print-logo" src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("applies the heading colours, and refuses anything but a colour", () => {
    const { html } = buildPrintDocument(input);
    expect(html).toContain("h1{color:#0b5f63}");
    expect(html).toContain("h2{color:#7c2d12}");
    expect(html).toContain("h3{color:#0b5f63}");
    expect(html).not.toContain("url(x)");
  });

  it("puts the filled header, the footer and Page X of Y in the margins", () => {
    const { headerTemplate, footerTemplate, landscape } = buildPrintDocument(input);
    expect(headerTemplate).toContain("Meadowbank Care Ltd");
    expect(footerTemplate).toContain(
      'Page <span class="pageNumber"></span> of <span class="totalPages"></span>',
    );
    expect(footerTemplate).toContain("Uncontrolled when printed");
    expect(landscape).toBe(false);
    expect(buildPrintDocument({ ...input, orientation: "landscape" }).landscape).toBe(true);
  });

  it("keeps a body's own control block instead of adding a second", () => {
    const withControl = `<div class="document-control"><table><tbody><tr><th>Document</th><td>X</td></tr></tbody></table></div>${input.body}`;
    expect(
      buildPrintDocument({ ...input, body: withControl }).html.match(/class="document-control"/g),
    ).toHaveLength(1);
  });

  it("escapes the title and company name", () => {
    const { html, headerTemplate } = buildPrintDocument({
      ...input,
      header: "",
      control: { ...input.control, title: "<script>x</script>" },
      companyName: "A & B <Care>",
    });
    expect(html).toContain("<title>&lt;script&gt;x&lt;/script&gt;</title>");
    expect(headerTemplate).toContain("A &amp; B &lt;Care&gt;");
  });
});
