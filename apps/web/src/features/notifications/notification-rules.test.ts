import type { Notification, NotificationPreferenceItem } from "@cloudoc/contract";
import { describe, expect, it } from "vitest";
import {
  badgeText,
  bellLabel,
  changedPreferences,
  feedItems,
  hasNotifications,
  linkTarget,
  markRead,
  nextSkip,
  unreadSummary,
} from "./notification-rules";

const note = (id: string, read = false): Notification => ({
  _id: id,
  category: "Document update",
  title: `Title ${id}`,
  content: "Content",
  link: "",
  read,
  createdAt: "2025-01-01T10:00:00.000Z",
});

describe("the bell", () => {
  it("is for the owner and staff users", () => {
    expect(hasNotifications("company")).toBe(true);
    expect(hasNotifications("user")).toBe(true);
    expect(hasNotifications("employee")).toBe(false);
    expect(hasNotifications("admin")).toBe(false);
    expect(hasNotifications(undefined)).toBe(false);
  });

  it("says how many are unread", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(badgeText(7)).toBe("7");
    expect(badgeText(120)).toBe("99+");
  });
});

describe("See More", () => {
  it("loads 10 more while there are more", () => {
    const first = { list: Array.from({ length: 10 }, (_, n) => note(`a${n}`)), total: 25 };
    expect(nextSkip([first])).toBe(10);
    const second = { list: Array.from({ length: 10 }, (_, n) => note(`b${n}`)), total: 25 };
    expect(nextSkip([first, second])).toBe(20);
    const third = { list: Array.from({ length: 5 }, (_, n) => note(`c${n}`)), total: 25 };
    expect(nextSkip([first, second, third])).toBeUndefined();
  });

  it("stops on an empty page, and with nothing loaded", () => {
    expect(nextSkip([])).toBeUndefined();
    expect(nextSkip([{ list: [], total: 4 }])).toBeUndefined();
  });

  it("lists each notification once when a new one shifts the pages", () => {
    const items = feedItems([
      { list: [note("1"), note("2")], total: 4 },
      { list: [note("2"), note("3")], total: 4 },
    ]);
    expect(items.map((item) => item._id)).toEqual(["1", "2", "3"]);
  });

  it("marks an opened notification read", () => {
    const pages = markRead([{ list: [note("1"), note("2")], total: 2 }], "2");
    expect(pages[0]?.list.map((item) => item.read)).toEqual([false, true]);
  });
});

describe("linkTarget", () => {
  it("follows company paths and puts bare paths under /company", () => {
    expect(linkTarget("/company/documents/compare?fileId=1")).toBe("/company/documents/compare?fileId=1");
    expect(linkTarget("/documents/compare?fileId=1")).toBe("/company/documents/compare?fileId=1");
  });

  it("goes nowhere for an empty link or one that leaves the site", () => {
    expect(linkTarget("")).toBeNull();
    expect(linkTarget("https://example.com")).toBeNull();
    expect(linkTarget("//example.com")).toBeNull();
    expect(linkTarget("javascript:alert(1)")).toBeNull();
  });
});

describe("the email preferences form", () => {
  const saved: NotificationPreferenceItem[] = [
    { category: "Document update", delivery: "daily", description: "", isDefault: true },
    { category: "General", delivery: "immediately", description: "", isDefault: false },
  ];

  it("sends only the categories changed", () => {
    expect(changedPreferences(saved, { "Document update": "daily", General: "immediately" })).toEqual([]);
    expect(changedPreferences(saved, { "Document update": "off", General: "immediately" })).toEqual([
      { category: "Document update", delivery: "off" },
    ]);
    expect(changedPreferences(saved, {})).toEqual([]);
  });

  it("sums up what is unread", () => {
    expect(unreadSummary(0, 0)).toBe("Nothing yet");
    expect(unreadSummary(0, 12)).toBe("All 12 read");
    expect(unreadSummary(3, 12)).toBe("3 unread of 12");
  });
});
