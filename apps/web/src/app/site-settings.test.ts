import { describe, expect, it } from "vitest";
import { cleanSettings, supportHoursText } from "./site-settings";

describe("cleanSettings", () => {
  it("keeps text, numbers and lists, drops empty and odd values", () => {
    expect(
      cleanSettings({
        footer_text: " © Cloudoc 2021 ",
        phone: "",
        blog_url: null,
        facebook_link: { url: "x" },
        banner: "2",
        bannerImg: ["a.png"],
      }),
    ).toEqual({ footer_text: "© Cloudoc 2021", banner: 2, bannerImg: ["a.png"] });
  });
  it("drops a banner that is neither 1 nor 2", () => {
    expect(cleanSettings({ banner: 5 })).toEqual({});
  });
  it.each([null, undefined, "settings", 3, []])("treats %o as no settings", (value) => {
    expect(cleanSettings(value)).toEqual({});
  });
  it("keeps the support hours the admin set, and says them as the chat does", () => {
    const settings = cleanSettings({ supportHours: { days: [1, 2, 3, 4, 5], from: "08:30", to: "18:00" } });
    expect(settings.supportHours).toEqual({ days: [1, 2, 3, 4, 5], from: "08:30", to: "18:00" });
    expect(supportHoursText(settings)).toBe("Monday to Friday, 08:30–18:00 (UK time)");
  });
  it.each([
    { days: [9], from: "09:00", to: "17:00" },
    { days: [], from: "09:00", to: "17:00" },
    { days: [1], from: 9, to: "17:00" },
    { days: "weekdays", from: "09:00", to: "17:00" },
  ])("drops support hours of the wrong shape (%o), so the site says none", (supportHours) => {
    const settings = cleanSettings({ supportHours });
    expect(settings.supportHours).toBeUndefined();
    expect(supportHoursText(settings)).toBeUndefined();
  });
});
