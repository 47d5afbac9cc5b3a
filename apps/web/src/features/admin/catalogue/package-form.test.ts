import { adminCatalogueMessages as m } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { packageFormErrors, packageFormValues, slugFromName } from "./package-form";

describe("the package form", () => {
  it("suggests a URL-safe slug from the name", () => {
    expect(slugFromName("Care Home Policies (Wales)")).toBe("care-home-policies-wales");
    expect(slugFromName("  Crèche & Nursery!  ")).toBe("creche-nursery");
    expect(slugFromName("!!!")).toBe("");
  });

  it("checks the fee and the required fields as the server does", () => {
    const values = {
      ...packageFormValues(null),
      name: "A",
      slug: "a",
      country: "wales",
      serviceType: "care-home",
    };
    expect(packageFormErrors({ ...values, licenceFee: 10.5 })).toEqual({});
    expect(packageFormErrors({ ...values, licenceFee: 10.555 }).licenceFee).toBe(m.licenceFeeInvalid);
    expect(packageFormErrors({ ...values, licenceFee: -1 }).licenceFee).toBe(m.licenceFeeInvalid);
    expect(packageFormErrors({ ...values, licenceFee: 1, country: "" }).country).toBe(m.countryRequired);
  });
});
