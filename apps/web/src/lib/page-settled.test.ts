import { describe, expect, it } from "vitest";
import { settleClock } from "./page-settled";

const quiet = { busy: false, files: 5 };

describe("settleClock", () => {
  it("settles once the page has been quiet for the whole time, not before", () => {
    const settledNow = settleClock(0, 3000, 15_000);
    expect(settledNow(quiet, 0)).toBe(false);
    expect(settledNow(quiet, 2999)).toBe(false);
    expect(settledNow(quiet, 3000)).toBe(true);
  });

  it("starts the quiet time again when a file loads", () => {
    const settledNow = settleClock(0, 3000, 15_000);
    settledNow(quiet, 0);
    expect(settledNow({ busy: false, files: 6 }, 2000)).toBe(false);
    expect(settledNow({ busy: false, files: 6 }, 4999)).toBe(false);
    expect(settledNow({ busy: false, files: 6 }, 5000)).toBe(true);
  });

  it("does not settle while the page is busy", () => {
    const settledNow = settleClock(0, 3000, 15_000);
    settledNow(quiet, 0);
    expect(settledNow({ busy: true, files: 5 }, 2500)).toBe(false);
    expect(settledNow(quiet, 4000)).toBe(false);
    expect(settledNow(quiet, 5500)).toBe(true);
  });

  it("settles at the latest time on a page that never goes quiet", () => {
    const settledNow = settleClock(1000, 3000, 15_000);
    expect(settledNow({ busy: true, files: 1 }, 15_999)).toBe(false);
    expect(settledNow({ busy: true, files: 2 }, 16_000)).toBe(true);
  });
});
