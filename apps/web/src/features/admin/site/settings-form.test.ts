import { defaultSiteSettings, siteSettingsSaveSchema } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { settingsFormRules, settingsFormValues, settingsRequest } from "./settings-form";

describe("the site settings form", () => {
  it("sends back what it was given, in the shape the save call takes", () => {
    const settings = {
      ...defaultSiteSettings,
      offerStatus: 1 as const,
      offerExpiry: "2030-01-02T09:30:00.000Z",
    };
    const request = settingsRequest(settingsFormValues(settings));
    expect(request).toEqual({ ...settings, offerPackageIDS: [] });
    expect(siteSettingsSaveSchema.safeParse(request).success).toBe(true);
  });

  it("shows flags as switches, the trial as days or a date, and old comma lists as ids", () => {
    const values = settingsFormValues({
      ...defaultSiteSettings,
      trialStatus: 1,
      trialPeriod: "custom date",
      trialExpiry: "2030-03-01",
      offerPackageIDS: " a, b ,",
    });
    expect(values).toMatchObject({
      trialStatus: true,
      offerStatus: false,
      trialKind: "custom date",
      trialExpiry: "2030-03-01",
      offerPackageIDS: ["a", "b"],
    });
    expect(settingsRequest({ ...values, trialKind: "days", trialDays: 30 })).toMatchObject({
      trialStatus: 1,
      trialPeriod: 30,
    });
  });

  it("sends an empty amount as one the server refuses, and refuses it before sending", () => {
    const values = { ...settingsFormValues(defaultSiteSettings), printingFee: "" };
    expect(settingsRequest(values).printingFee).toBeNaN();
    expect(settingsFormRules.printingFee("")).toBe(
      "Please give an amount in pounds of 0 or more, with at most two decimals.",
    );
    expect(settingsFormRules.printingFee(12.5)).toBeNull();
    expect(settingsFormRules.yearlyDiscount(101)).toBe("Please give a percentage from 0 to 100.");
    expect(settingsFormRules.trialDays(0, values)).not.toBeNull();
    expect(settingsFormRules.trialDays(0, { ...values, trialKind: "custom date" })).toBeNull();
  });
});
