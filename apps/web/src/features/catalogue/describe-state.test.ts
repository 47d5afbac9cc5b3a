import { describe, expect, it } from "vitest";
import { describeNavigationState } from "./describe-state";
import { serviceTypes } from "./menu-data";

describe("describeNavigationState", () => {
  it.each([
    [{ category: "home-care" }, "Showing: Domiciliary Care"],
    [{ country: "northern-ireland" }, "Showing: Northern Ireland"],
    [{ regulator: "ciw", country: "wales" }, "Showing: CIW Wales"],
    [{ plan: "yearly" }, "Showing: Annual Plan"],
    [{ feature: "document-editor" }, "Showing: Document editor"],
    [{ feature: "document-quality-management" }, "Showing: Document quality management"],
    [{ topic: "demo" }, "Showing: Book a demo"],
    [{ category: "unknown-slug" }, "Showing: unknown-slug"],
    [{}, null],
    [null, null],
    ["england", null],
  ])("%o → %s", (state, expected) => {
    expect(describeNavigationState(state)).toBe(expected);
  });
});

describe("service types (spec 000 §2 Policies mega-menu)", () => {
  it("has the six slugs in order, home-care shown as Domiciliary Care", () => {
    expect(serviceTypes.map((t) => t.slug)).toEqual([
      "home-care",
      "children-s-home",
      "supported-living",
      "supported-accommodation-for-young-people",
      "care-home",
      "temporary-staffing",
    ]);
    expect(serviceTypes[0]?.name).toBe("Domiciliary Care");
    for (const type of serviceTypes) expect(type.blurb.length).toBeGreaterThan(10);
  });
});
