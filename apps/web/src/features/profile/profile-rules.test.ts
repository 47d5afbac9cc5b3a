import { type CompanyVariableView, messages, profileTabs } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { fieldProblem, fieldsNotShown, tabPayload } from "./profile-fields";
import { headingColour, headingLabel } from "./settings-rules";
import {
  changedOverrides,
  isImageValue,
  isImageVariable,
  searchVariables,
  showThankYou,
} from "./variables-rules";

const variable = (
  key: string,
  label: string,
  value: string,
  override: string | null = null,
): CompanyVariableView => ({
  key,
  label,
  group: "company",
  source: "profile",
  derived: value,
  override,
  value: override ?? value,
});

describe("the profile screen's fields", () => {
  it("shows every field of every tab", () => {
    for (const tab of profileTabs) expect(fieldsNotShown(tab)).toEqual([]);
  });

  it("sends every text field of a tab, trimmed, and never the image references", () => {
    const payload = tabPayload("tab_1", { companyName: " Meadowbank ", companyLogo: "companyLogo-x.png" });
    expect(payload.companyName).toBe("Meadowbank");
    expect(payload.fax).toBe("");
    expect(payload).not.toHaveProperty("companyLogo");
  });

  it("checks emails and phones with the catalogue's wording, and allows empty values", () => {
    expect(fieldProblem("email", "nope")).toBe(messages.validEmailRequired);
    expect(fieldProblem("phone", "12ab")).toBe(messages.phoneFormatIncorrect);
    expect(fieldProblem("phone", "01234567890")).toBeNull();
    expect(fieldProblem("email", "")).toBeNull();
  });
});

describe("the business variables list", () => {
  const list = [
    variable("company.name", "Company name", "Meadowbank"),
    variable("trading.area", "Trading area", "", "Leeds"),
  ];

  it("searches labels, keys and values by every word", () => {
    expect(searchVariables(list, "company").map((v) => v.key)).toEqual(["company.name"]);
    expect(searchVariables(list, "area leeds").map((v) => v.key)).toEqual(["trading.area"]);
    expect(searchVariables(list, "  ")).toHaveLength(2);
    expect(searchVariables(list, "nothing")).toEqual([]);
  });

  it("sends only the overrides that changed", () => {
    expect(changedOverrides(list, { "company.name": "", "trading.area": "Leeds " })).toEqual([]);
    expect(changedOverrides(list, { "company.name": "Other", "trading.area": "" })).toEqual([
      { key: "company.name", value: "Other" },
      { key: "trading.area", value: "" },
    ]);
  });

  it("recognises image references", () => {
    expect(isImageValue("companyLogo-0f8fad5b-d9cb-469f-a165-70867728950e.png")).toBe(true);
    expect(isImageValue("Meadowbank")).toBe(false);
    expect(isImageVariable("company.logo")).toBe(true);
    expect(isImageVariable("manager.signature")).toBe(true);
    expect(isImageVariable("company.name")).toBe(false);
    expect(isImageVariable("trading.area")).toBe(false);
  });
});

describe("banners and settings", () => {
  it("thanks after a purchase, never role user, until dismissed", () => {
    expect(showThankYou({ purchased: true, role: "company", dismissed: false })).toBe(true);
    expect(showThankYou({ purchased: true, role: "user", dismissed: false })).toBe(false);
    expect(showThankYou({ purchased: true, role: "company", dismissed: true })).toBe(false);
    expect(showThankYou({ purchased: false, role: "company", dismissed: false })).toBe(false);
  });

  it("gives a heading its own colour, else the all colour", () => {
    expect(headingColour({ all: "#111111", h2: "#222222" }, "h2")).toBe("#222222");
    expect(headingColour({ all: "#111111" }, "h5")).toBe("#111111");
    expect(headingColour({}, "h1")).toBeUndefined();
    expect(headingLabel("all")).toBe("All headings");
    expect(headingLabel("h3")).toBe("Heading 3");
  });
});
