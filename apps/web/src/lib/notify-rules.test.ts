import { messages, toastAutoCloseMs } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import { autoCloseFor, notificationPosition } from "./notify-rules";

describe("autoCloseFor (spec 000 §4 Popups)", () => {
  it.each([messages.newPasswordUpdated, messages.resetLinkExpired, messages.imageTooBig])(
    "keeps '%s' open until dismissed",
    (message) => {
      expect(autoCloseFor(message)).toBe(false);
    },
  );
  it.each([messages.loggedIn, messages.addedToCart, "Any other message"])(
    "closes '%s' after 2 s",
    (message) => {
      expect(autoCloseFor(message)).toBe(toastAutoCloseMs);
      expect(toastAutoCloseMs).toBe(2000);
    },
  );
});

describe("notificationPosition", () => {
  it("centres toasts and puts export notices at the bottom", () => {
    expect(notificationPosition("centre")).toBe("top-center");
    expect(notificationPosition("bottom")).toBe("bottom-center");
  });
});
