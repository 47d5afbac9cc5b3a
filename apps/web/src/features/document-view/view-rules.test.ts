import { describe, expect, it } from "vitest";
import { demoteHeadings } from "./view-rules";

describe("demoteHeadings", () => {
  it("moves every heading down one level, keeping attributes and leaving h6 and other tags alone", () => {
    expect(demoteHeadings('<h1 class="t">Title</h1><h2>Part</h2><h6>Small</h6><header>x</header>')).toBe(
      '<h2 class="t">Title</h2><h3>Part</h3><h6>Small</h6><header>x</header>',
    );
  });
});
