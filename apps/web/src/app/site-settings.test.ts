import { describe, expect, it } from "vitest";
import { cleanSettings } from "./site-settings";

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
});
