import type { Orientation } from "@cloudoc/contract";

/**
 * The document sheet's zoom (issue 19): "fit" follows the space there is, a number is a chosen
 * level. Pure rules; the sheet applies the zoom by scaling its width, margins and type together.
 */
export type PageZoom = "fit" | number;

/** The levels the − and + buttons step through. */
export const zoomLevels = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5] as const;

/** Millimetres to CSS pixels (96 per inch). */
const pxPerMm = 96 / 25.4;

/** The sheet's width at zoom 1. */
export function sheetWidthPx(orientation: Orientation): number {
  return (orientation === "landscape" ? 297 : 210) * pxPerMm;
}

/** "Fit": the zoom at which the sheet fills `availablePx`, kept between half size and 125 %. */
export function fitZoom(availablePx: number, orientation: Orientation): number {
  if (availablePx <= 0) return 1;
  const fit = availablePx / sheetWidthPx(orientation);
  // Rounded down, so the sheet never overflows its room by a pixel.
  return Math.floor(Math.min(1.25, Math.max(0.5, fit)) * 100) / 100;
}

/** The next level up or down from `current`, or `current` at either end. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const next =
    direction === 1
      ? zoomLevels.find((level) => level > current + 0.001)
      : [...zoomLevels].reverse().find((level) => level < current - 0.001);
  return next ?? current;
}

/** What the zoom button says: "Fit (83 %)" or "110 %". */
export function zoomLabel(zoom: PageZoom, applied: number): string {
  const percent = `${Math.round(applied * 100)} %`;
  return zoom === "fit" ? `Fit (${percent})` : percent;
}

/** A stored choice read back safely: anything unexpected is "fit". */
export function parseZoom(stored: unknown): PageZoom {
  return typeof stored === "number" && (zoomLevels as readonly number[]).includes(stored) ? stored : "fit";
}
