import { describe, expect, it } from "vitest";
import { appStoreLinks } from "./app-links";

describe("appStoreLinks", () => {
  it("finds store links under keys that name a store", () => {
    expect(
      appStoreLinks({
        app_store_link: "https://apps.apple.com/app/id1",
        google_play_url: " https://play.google.com/store/apps/details?id=x ",
        phone: "0330",
      }),
    ).toEqual([
      { label: "Download on the App Store", href: "https://apps.apple.com/app/id1" },
      { label: "Get it on Google Play", href: "https://play.google.com/store/apps/details?id=x" },
    ]);
  });

  it("ignores empty or unsafe values and unrelated keys", () => {
    expect(
      appStoreLinks({ app_store_link: "", android_link: "javascript:alert(1)", blog_url: "https://b" }),
    ).toEqual([]);
  });
});
