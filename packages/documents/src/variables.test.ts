import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitiseDocumentHtml } from "./sanitise";
import { fillVariables, missingVariables, variablesIn } from "./variables";

const template =
  '<p><span data-variable="company.name">Company name</span> is run by <span data-variable="registered.manager">Registered manager</span>. Call <span data-variable="safeguarding.phone">Safeguarding phone</span>; ask <span data-variable="company.name">Company name</span>.</p>';

describe("business variables in a document", () => {
  it("lists the keys a document uses, once each", () => {
    expect(variablesIn(template)).toEqual(["company.name", "registered.manager", "safeguarding.phone"]);
  });

  it("lists the keys without a value, treating empty, 'undefined' and 'null' as absent", () => {
    expect(
      missingVariables(template, {
        "company.name": "Meadowbank Care Ltd",
        "registered.manager": "undefined",
        "safeguarding.phone": " ",
      }),
    ).toEqual(["registered.manager", "safeguarding.phone"]);
  });

  it("fills the company's values and marks each gap visibly", () => {
    const filled = fillVariables(template, {
      "company.name": "Meadowbank Care Ltd",
      "registered.manager": "Grace Okafor",
    });
    expect(filled).toContain(">Meadowbank Care Ltd</span> is run by <span");
    expect(filled).toContain(">Grace Okafor</span>");
    expect(filled).toContain(
      '<mark class="variable-missing" data-variable="safeguarding.phone">[Safeguarding phone missing]</mark>',
    );
    expect(filled.match(/Meadowbank Care Ltd/g)).toHaveLength(2);
  });

  it("never lets a value become markup", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const filled = fillVariables('<p><span data-variable="company.name">Company name</span></p>', {
          "company.name": value,
        });
        const text = filled.replace(/<[^>]*>/g, "");
        expect(text).not.toMatch(/[<>]/);
        expect(sanitiseDocumentHtml(filled).includes("<script")).toBe(false);
      }),
    );
  });
});

describe("fillVariables with image values", () => {
  const html = '<p><span data-variable="company.logo">Company logo</span></p>';
  it("shows an inline raster image as the image, labelled", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(fillVariables(html, { "company.logo": png })).toBe(
      `<p><img class="variable-image" data-variable="company.logo" src="${png}" alt="Company logo"></p>`,
    );
  });
  it("keeps anything else as escaped text (no SVG, no attribute break-out)", () => {
    for (const value of ["data:image/svg+xml;base64,PHN2Zz4=", 'data:image/png;base64,AA" onerror="x']) {
      const filled = fillVariables(html, { "company.logo": value });
      expect(filled).not.toContain("<img");
      expect(filled).toContain("variable-value");
    }
  });
});
