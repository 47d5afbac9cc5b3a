import { businessVariables } from "@cloudoc/contract";
import { sanitiseDocumentHtml } from "@cloudoc/documents";
import { describe, expect, it } from "vitest";
import {
  draftSavedText,
  imageFileProblem,
  linkProblem,
  maxImageBytes,
  pageBreakHtml,
  reviewDateProblem,
  saveDefaults,
  variableHtml,
  variableLabel,
  variableRows,
} from "./editor-rules";

describe("the editor's document HTML", () => {
  it("writes a variable as the span the sanitiser keeps unchanged", () => {
    const html = `<p>We are ${variableHtml("company.name", "Company name")}.</p>`;
    expect(html).toBe('<p>We are <span data-variable="company.name">Company name</span>.</p>');
    expect(sanitiseDocumentHtml(html)).toBe(html);
  });

  it("escapes a hostile key or label instead of letting it out of the span", () => {
    const html = variableHtml('x"><script>alert(1)</script>', "<b>Label</b>");
    expect(html).not.toContain("<script>");
    expect(sanitiseDocumentHtml(html)).not.toContain("<script");
  });

  it("writes a page break the sanitiser keeps and the print CSS recognises (.page-break)", () => {
    const html = `<p>One</p>${pageBreakHtml}<p>Two</p>`;
    expect(sanitiseDocumentHtml(html)).toBe(html);
    expect(pageBreakHtml).toContain('class="page-break"');
  });

  it("labels a chip from the catalogue, else from the stored label, else the key", () => {
    expect(variableLabel("company.name", "Old label")).toBe("Company name");
    expect(variableLabel("not.a.key", "Stored")).toBe("Stored");
    expect(variableLabel("not.a.key", " ")).toBe("not.a.key");
  });
});

describe("the save dialog's defaults", () => {
  it("offers the next version and a review date one year ahead, as DD/MM/YYYY", () => {
    expect(saveDefaults(4, new Date(2025, 2, 14))).toEqual({ nextVersion: 5, reviewDate: "14/03/2026" });
  });

  it("moves 29 February to 28 February a year later", () => {
    expect(saveDefaults(1, new Date(2024, 1, 29)).reviewDate).toBe("28/02/2025");
  });

  it("accepts a real date from today on and explains anything else", () => {
    const today = new Date(2025, 5, 10);
    expect(reviewDateProblem("10/06/2025", today)).toBeUndefined();
    expect(reviewDateProblem(saveDefaults(1, today).reviewDate, today)).toBeUndefined();
    expect(reviewDateProblem("09/06/2025", today)).toBe("The review date cannot be in the past");
    expect(reviewDateProblem("31/02/2026", today)).toBe("That date does not exist");
    expect(reviewDateProblem("2026-06-10", today)).toBe("Enter the review date as DD/MM/YYYY");
  });
});

describe("the variables panel", () => {
  it("lists every business variable with its value, or as missing", () => {
    const rows = variableRows({ "company.name": "Meadowbank Care", "first.name": "" }, "");
    expect(rows).toHaveLength(businessVariables.length);
    expect(rows.find((r) => r.key === "company.name")?.value).toBe("Meadowbank Care");
    expect(rows.find((r) => r.key === "first.name")?.value).toBeUndefined();
  });

  it("searches labels, keys and values, every word", () => {
    const values = { "company.name": "Meadowbank Care" };
    expect(variableRows(values, "meadowbank").map((r) => r.key)).toEqual(["company.name"]);
    expect(variableRows(values, "company name").map((r) => r.key)).toContain("company.name");
    expect(variableRows(values, "zzz-nothing")).toEqual([]);
  });
});

describe("links, images and the draft note", () => {
  it("takes only links and images the sanitiser keeps", () => {
    expect(linkProblem("https://www.cqc.org.uk")).toBeUndefined();
    expect(linkProblem("mailto:office@example.org")).toBeUndefined();
    expect(linkProblem("javascript:alert(1)")).toBeDefined();
    expect(imageFileProblem({ type: "image/png", size: 1024 })).toBeUndefined();
    expect(imageFileProblem({ type: "image/webp", size: maxImageBytes })).toBeUndefined();
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe(
      "Choose a PNG, JPEG, GIF or WebP picture",
    );
    expect(imageFileProblem({ type: "image/png", size: maxImageBytes + 1 })).toBe(
      "Choose a picture of at most 500 KB",
    );
    expect(imageFileProblem(null)).toBe("Choose a picture");
  });

  it("shows when the draft was saved as HH:MM", () => {
    expect(draftSavedText(new Date(2025, 0, 1, 9, 5))).toBe("Draft saved 09:05");
  });
});
