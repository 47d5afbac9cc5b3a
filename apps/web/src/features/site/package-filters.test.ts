import { describe, expect, it } from "vitest";
import {
  emptyFilters,
  filtersFromNavigationState,
  filtersFromQueryString,
  filtersToApiQuery,
  filtersToQueryString,
  hasActiveFilters,
  type PackageFilters,
  resolveRegulatorSlug,
  toggleSlug,
} from "./package-filters";

const full: PackageFilters = {
  search: "care home",
  duration: "yearly",
  pricing: "300-450",
  countries: ["england", "wales"],
  types: ["monthly"],
  categories: ["care-home"],
  regulators: ["cqc-england"],
  page: 3,
};

describe("filtersToApiQuery", () => {
  it("maps every filter onto the /user/get-subscription-lists parameters", () => {
    expect(filtersToApiQuery(full, 6)).toEqual({
      skip: 12,
      limit: 6,
      sendtype: "subscription",
      value: "care home",
      package_duration: "yearly",
      pricing: "300-450",
      countries: "england,wales",
      subscriptionTypes: "monthly",
      subscriptionCategory: "care-home",
      regulators: "cqc-england",
    });
  });

  it("leaves unset filters out (undefined is dropped by the client)", () => {
    expect(filtersToApiQuery(emptyFilters, 25)).toEqual({
      skip: 0,
      limit: 25,
      sendtype: "subscription",
      value: undefined,
      package_duration: undefined,
      pricing: undefined,
      countries: undefined,
      subscriptionTypes: undefined,
      subscriptionCategory: undefined,
      regulators: undefined,
    });
  });
});

describe("filters ↔ query string", () => {
  it("round-trips every filter", () => {
    const text = filtersToQueryString(full);
    expect(text).toBe(
      "q=care+home&duration=yearly&pricing=300-450&country=england%2Cwales&type=monthly&category=care-home&regulator=cqc-england&page=3",
    );
    expect(filtersFromQueryString(text)).toEqual(full);
  });

  it("writes nothing for the empty filters and reads the empty filters from nothing", () => {
    expect(filtersToQueryString(emptyFilters)).toBe("");
    expect(filtersFromQueryString("")).toEqual(emptyFilters);
    expect(filtersFromQueryString("?")).toEqual(emptyFilters);
  });

  it("drops malformed values instead of sending them to the server", () => {
    expect(
      filtersFromQueryString(
        "duration=weekly&pricing=cheap&country=Wales,,%20scotland%20,bad%20slug,wales&page=-2&type=<b>",
      ),
    ).toEqual({ ...emptyFilters, countries: ["wales", "scotland"] });
    expect(filtersFromQueryString("page=1.5").page).toBe(1);
    expect(filtersFromQueryString("pricing=450-").pricing).toBe("450-");
    expect(filtersFromQueryString("pricing=HIGH-LOW").pricing).toBe("high-low");
  });

  it("accepts a leading question mark", () => {
    expect(filtersFromQueryString("?country=scotland").countries).toEqual(["scotland"]);
  });
});

describe("filtersFromNavigationState", () => {
  it.each([
    [{ country: "england" }, { countries: ["england"] }],
    [{ category: "care-home" }, { categories: ["care-home"] }],
    [{ regulator: "ciw-wales", country: "wales" }, { regulators: ["ciw-wales"] }],
    [{ plan: "yearly" }, { duration: "yearly" }],
    [{ plan: "weekly" }, {}],
    [{ search: "  medication " }, { search: "medication" }],
    [{ filters: "country=scotland&page=2" }, { countries: ["scotland"], page: 2 }],
    [null, {}],
    ["england", {}],
  ])("%o", (state, expected) => {
    expect(filtersFromNavigationState(state)).toEqual({ ...emptyFilters, ...expected });
  });
});

describe("helpers", () => {
  it("hasActiveFilters ignores the page", () => {
    expect(hasActiveFilters({ ...emptyFilters, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, pricing: "low-high" })).toBe(true);
  });

  it("toggleSlug adds and removes", () => {
    expect(toggleSlug(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleSlug(["a", "b"], "a")).toEqual(["b"]);
  });

  it("resolves an older menu's regulator slug to the catalogue's", () => {
    const known = ["cqc-england", "ofsted-england", "care-inspectorate-scotland", "rqia-northern-ireland"];
    expect(resolveRegulatorSlug("cqc", known)).toBe("cqc-england");
    expect(resolveRegulatorSlug("care-inspectorate", known)).toBe("care-inspectorate-scotland");
    expect(resolveRegulatorSlug("ofsted-england", known)).toBe("ofsted-england");
    expect(resolveRegulatorSlug("care", [...known, "care-commission-wales"])).toBeUndefined();
    expect(resolveRegulatorSlug("nope", known)).toBeUndefined();
  });
});
