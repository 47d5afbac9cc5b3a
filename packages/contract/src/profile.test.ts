import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessVariables } from "./business-variables";
import { profileCompleteness, profileFieldNames, profileTabSchemas, variableValues } from "./profile";

describe("the company profile", () => {
  it("has every field the specification names for tabs 1 to 4", () => {
    for (const field of [
      "organisation_type",
      "companyRegNo",
      "registered_postalcode",
      "trading_line1",
      "directorName",
      "signature",
      "provider_cqc_no",
      "nominated_lastname",
      "manager_signature",
      "protection_officer_email",
      "location_address_city",
      "regulated_activity",
      "service_band",
    ]) {
      expect(profileFieldNames).toContain(field);
    }
  });

  it("checks emails and phones with the catalogue's wording", () => {
    expect(profileTabSchemas.tab_1.safeParse({ company_email: "nope" }).error?.issues[0]?.message).toBe(
      "Valid Email is required",
    );
    expect(profileTabSchemas.tab_1.safeParse({ company_phone: "12ab" }).error?.issues[0]?.message).toBe(
      "Phone number format is incorrect",
    );
    expect(profileTabSchemas.tab_1.parse({ companyName: "  Meadowbank  " }).companyName).toBe("Meadowbank");
  });

  it("counts completeness over the fields, ignoring absent values", () => {
    expect(profileCompleteness({})).toBe(0);
    expect(profileCompleteness({ companyName: "undefined", trading_name: "null", fax: " " })).toBe(0);
    const all = Object.fromEntries(profileFieldNames.map((name) => [name, "x"]));
    expect(profileCompleteness(all)).toBe(100);
    const some = Object.fromEntries(profileFieldNames.slice(0, 12).map((name) => [name, "x"]));
    expect(profileCompleteness(some)).toBe(Math.floor((12 / profileFieldNames.length) * 100));
  });

  it("keeps completeness between 0 and 100 and never falls when a field is filled", () => {
    fc.assert(
      fc.property(
        fc.subarray([...profileFieldNames]),
        fc.constantFrom(...profileFieldNames),
        (filled, extra) => {
          const before = Object.fromEntries(filled.map((name) => [name, "value"]));
          const score = profileCompleteness(before);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(profileCompleteness({ ...before, [extra]: "value" })).toBeGreaterThanOrEqual(score);
        },
      ),
    );
  });
});

describe("business variable values", () => {
  const profile = {
    companyName: "Meadowbank Care Ltd",
    manager_title: "Mrs",
    manager_firstname: "Grace",
    manager_lastname: "Okafor",
    registered_line1: "1 Mill Lane",
    registered_city: "Leeds",
    registered_postalcode: "LS1 4AB",
  };

  it("derives each value from the profile, joining names and addresses", () => {
    const values = variableValues(profile, {});
    expect(values["company.name"]).toBe("Meadowbank Care Ltd");
    expect(values["registered.manager"]).toBe("Mrs Grace Okafor");
    expect(values["company.address"]).toBe("1 Mill Lane, Leeds, LS1 4AB");
    expect(values["manager.firstname"]).toBe("Grace");
    expect(values.lado).toBe("");
  });

  it("lets the company's own values win, and fills the document's facts", () => {
    const values = variableValues(
      profile,
      { lado: "Sam Patel, 0113 000 0000", "company.name": "Meadowbank" },
      {
        title: "Safeguarding Adults",
        policyNumber: "ENG-SR-01",
        reviewDate: "22/11/2027",
        version: "2",
        date: "22/11/2026",
      },
    );
    expect(values.lado).toBe("Sam Patel, 0113 000 0000");
    expect(values["company.name"]).toBe("Meadowbank");
    expect(values["policy.number"]).toBe("ENG-SR-01");
    expect(values["review.date"]).toBe("22/11/2027");
  });

  it("reads only fields the profile (or the owner's account) has", () => {
    const known = new Set([...profileFieldNames, "firstname", "lastname", "email"]);
    const unknown = businessVariables.flatMap((v) =>
      v.source.kind === "profile"
        ? v.source.fields.filter((f) => !known.has(f)).map((f) => `${v.key}: ${f}`)
        : [],
    );
    expect(unknown).toEqual([]);
  });

  it("answers a value for every business variable", () => {
    expect(Object.keys(variableValues({}, {})).sort()).toEqual(businessVariables.map((v) => v.key).sort());
  });
});
