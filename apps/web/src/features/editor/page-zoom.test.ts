import { describe, expect, it } from "vitest";
import { fitZoom, parseZoom, sheetWidthPx, stepZoom, zoomLabel } from "./page-zoom";

describe("the sheet's zoom", () => {
  it("fits the sheet to the room there is, between half size and 125 %", () => {
    expect(sheetWidthPx("potrait")).toBeCloseTo(793.7, 1);
    expect(fitZoom(sheetWidthPx("potrait"), "potrait")).toBe(1);
    expect(fitZoom(600, "potrait")).toBe(0.75);
    expect(fitZoom(600, "landscape")).toBe(0.53);
    expect(fitZoom(200, "potrait")).toBe(0.5);
    expect(fitZoom(3000, "potrait")).toBe(1.25);
    expect(fitZoom(0, "potrait")).toBe(1);
  });

  it("steps through the levels from wherever it is, and stops at the ends", () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.76, 1)).toBe(0.9);
    expect(stepZoom(0.76, -1)).toBe(0.75);
    expect(stepZoom(1.5, 1)).toBe(1.5);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });

  it("labels and reads back the choice", () => {
    expect(zoomLabel("fit", 0.83)).toBe("Fit (83 %)");
    expect(zoomLabel(1.1, 1.1)).toBe("110 %");
    expect(parseZoom(1.25)).toBe(1.25);
    expect(parseZoom(0.8)).toBe("fit");
    expect(parseZoom("big")).toBe("fit");
  });
});
