import { describe, expect, it } from "vitest";
import { buildPrintDocument, type PrintInput } from "./print";
import { buildWordDocument } from "./word";

const input: PrintInput = {
  body: '<h1>Safeguarding Adults</h1>\n<h2 style="text-align:center">Purpose</h2>\n<p><span data-variable="company.name">Company name</span> protects people. Call <span data-variable="safeguarding.phone">Safeguarding phone</span>.</p>\n<p><img src="https://tracker.example/pixel.png"><img src="data:image/png;base64,iVBORw0KGgo="></p>',
  header: '<p><span data-variable="company.name">Company name</span></p>',
  footer: "<p>Uncontrolled when printed</p>",
  values: { "company.name": "Meadowbank Care Ltd" },
  control: {
    title: "Safeguarding Adults",
    policyNumber: "ENG-SR-01",
    version: "3",
    reviewDate: "22/11/2027",
  },
  orientation: "landscape",
  colours: { all: "#0b5f63", h2: "#7c2d12", h3: "red; background:url(x)" },
  logoUrl: "data:image/png;base64,iVBORw0KGgo=",
  companyName: "Meadowbank Care Ltd",
};

describe("the Word document", () => {
  it("fills variables and shows gaps with a visible highlight", () => {
    const { html } = buildWordDocument(input);
    expect(html).toContain(">Meadowbank Care Ltd</span> protects people");
    expect(html).toContain(
      '<span style="background-color:#fde68a;color:#7c2d12" data-variable="safeguarding.phone">',
    );
    expect(html).toContain("[Safeguarding phone missing]");
    expect(html).not.toContain("<mark");
  });

  it("writes the heading colours inline, keeping a heading's own style", () => {
    const { html } = buildWordDocument(input);
    expect(html).toContain('<h1 style="color:#0b5f63">');
    expect(html).toContain('<h2 style="color:#7c2d12;text-align:center">');
    expect(html).not.toContain("url(x)");
  });

  it("keeps inline images only, adds the logo and the document-control block", () => {
    const { html } = buildWordDocument(input);
    expect(html).not.toContain("tracker.example");
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toMatch(
      /<th style="[^"]*font-weight:bold[^"]*">Policy number<\/th><td style="border:1px solid #9aa5b1[^"]*">ENG-SR-01<\/td>/,
    );
    expect(html).not.toMatch(/>\s*\n\s*</);
  });

  it("keeps no image from another server in the body, header or footer", () => {
    const word = buildWordDocument({
      ...input,
      header: '<p>Head<img src="http://10.0.0.1/h.png"><img alt=">" src="//10.0.0.1/h2.png"></p>',
      footer: '<p><img src="https://tracker.example/f.gif">Foot</p>',
    });
    for (const part of [word.html, word.header, word.footer]) {
      expect(part).not.toContain("10.0.0.1");
      expect(part).not.toContain("tracker.example");
    }
    expect(word.header).toBe("<p>Head</p>");
  });

  it("fills the header, puts the footer and policy number on one line, and keeps the orientation", () => {
    const word = buildWordDocument(input);
    expect(word.header).toContain("Meadowbank Care Ltd");
    expect(word.footer).toBe("<p>Uncontrolled when printed · ENG-SR-01</p>");
    expect(word.landscape).toBe(true);
    expect(buildWordDocument({ ...input, header: "" }).header).toBe("<p>Meadowbank Care Ltd</p>");
  });
});

describe("the print templates", () => {
  it("differ as the settings describe them", () => {
    const css = (template: string) => buildPrintDocument({ ...input, template }).html;
    expect(css("classic")).toContain("h1{border-bottom:1.5pt solid #0b5f63");
    expect(css("modern")).toContain("h1{background:#0b5f63;color:#fff");
    expect(css("compact")).toContain("body{font-size:9pt");
  });

  it("prints no image from another server in the body, header or footer", () => {
    const print = buildPrintDocument({
      ...input,
      header: '<p>Head<img src="http://10.0.0.1/h.png"></p>',
      footer: '<p><img src="https://tracker.example/f.gif">Foot</p>',
    });
    for (const part of [print.html, print.headerTemplate, print.footerTemplate]) {
      expect(part).not.toContain("10.0.0.1");
      expect(part).not.toContain("tracker.example");
    }
    expect(print.html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it("leaves no empty part in the footer", () => {
    const { footerTemplate } = buildPrintDocument({
      ...input,
      footer: "",
      control: { ...input.control, policyNumber: "" },
    });
    expect(footerTemplate).toContain(">Page <span");
    expect(footerTemplate).not.toContain("·");
  });
});
