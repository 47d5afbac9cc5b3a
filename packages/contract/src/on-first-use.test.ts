import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use";

describe("onFirstUse", () => {
  it("makes its value only when first asked for, and once", () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat("en-GB");
    });
    expect(made).toBe(0);
    expect(formatter().format(1234)).toBe("1,234");
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
});
