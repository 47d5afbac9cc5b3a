import { describe, expect, it } from "vitest";
import {
  canChangeShowSetting,
  canManagePublished,
  publicAddress,
  visibilityNote,
  visibilityOf,
} from "./published-rules";

describe("published policies", () => {
  it("is shown only when the setting is on and a package qualifies", () => {
    expect(visibilityOf({ showPoliciesonSite: false, shown: false })).toBe("off");
    expect(visibilityOf({ showPoliciesonSite: true, shown: false })).toBe("waiting");
    expect(visibilityOf({ showPoliciesonSite: true, shown: true })).toBe("shown");
    expect(visibilityNote("waiting")).toContain("package");
    expect(visibilityNote("shown")).toContain("Nothing else about your organisation is shown");
  });

  it("gives the public address on the company's own site", () => {
    expect(publicAddress("https:", "meadowbank.cloudoc.co.uk")).toBe(
      "https://meadowbank.cloudoc.co.uk/policy/documents",
    );
  });

  it("follows the route table's permissions", () => {
    expect(canManagePublished({ role: "company", permissions: [] })).toBe(true);
    expect(canManagePublished({ role: "user", permissions: ["Policies"] })).toBe(true);
    expect(canManagePublished({ role: "user", permissions: ["Settings"] })).toBe(false);
    expect(canChangeShowSetting({ role: "user", permissions: ["Settings"] })).toBe(true);
    expect(canChangeShowSetting({ role: "employee", permissions: ["Settings"] })).toBe(false);
  });
});
