import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeMenuNumber,
  footerTextWithYear,
  groupPhone,
  identityOf,
  isFooterHidden,
  phoneHref,
  sideMenuEntries,
  stripCompanyBase,
  systemSettingsLabel,
} from "./navigation";

describe("isFooterHidden (spec 000 §2 Footer)", () => {
  const hidden = [
    // starred paths: any path that starts with them
    "/reference/abc123",
    "/company/reference/abc123",
    "/document/sign",
    "/document/sign/success",
    "/webform/fill",
    "/webform/fill/42",
    "/webform/completed",
    "/webform/completed/thanks",
    "/view/Document/fire-safety",
    // signed-in screens, with or without the company base path
    "/company/documents",
    "/company/documents/editor",
    "/company/documents/recent-updates",
    "/company/documents/compare",
    "/company/documents/need-review",
    "/company/documents/uptodate",
    "/dashboard",
    "/company/dashboard",
    "/company/users",
    "/company/users/add",
    "/company/users/activity",
    "/company/users/deleted-list",
    "/course",
    "/course/checkout",
    "/company/groups",
    "/company/group/add",
    "/company/group/view",
    "/company/subscriptions",
    "/company/settings",
    "/company/invoice",
    "/company/history",
    "/company/policies",
    "/company/policies/create",
    "/company/policies/multi/create",
    "/company/employees",
    "/company/employee/add",
    "/company/employee/edit",
    "/company/deleted/employees",
    "/company/myfiles",
    "/company/myfiles/editor",
    "/company/myfiles/details",
    "/company/myDocuments",
    "/company/myDocuments/editor",
    "/company/myDocuments/details",
    "/policy/documents",
    "/policy/document/view",
    "/company/policy-documents",
    "/company/publishedpolicies",
    "/company/deleted-documents",
    "/company/saved-documents",
    "/company/create-new-documents",
    "/company/index",
    "/formslist",
    "/formbuilder",
    "/webform",
    // auth screens
    "/login",
    "/forgotpassword",
    "/verifyotp",
    "/resetpassword",
    "/employee/login",
    "/employee/register",
    // trailing slash
    "/login/",
    "/company/dashboard/",
  ];
  const shown = [
    "/",
    "/404",
    "/signin",
    "/signup",
    "/policies-procedures",
    "/documentlibrary",
    "/subscription-list",
    "/subscription-detail/care-home-england",
    "/package-search",
    "/package-detail/starter",
    "/document-search",
    "/document-updates",
    "/cart",
    "/checkout",
    "/order/history",
    "/features",
    "/about-us",
    "/contact-us",
    "/faq",
    "/knowledge",
    "/systemdocumentation",
    "/company/knowledge",
    "/pages/privacy-policy",
    "/download/sample/documents",
    "/view/policies/care/fire-safety",
    "/readytousepolicies/1",
    "/uptodatedocuments/1",
    "/flexiblepricing/1",
    "/checklist-newprovider",
    // look-alikes that are not the hidden screens
    "/documentlibrary/",
    "/indexes",
    "/policies-procedures/",
    "/settings-help",
  ];

  it.each(hidden)("hides the footer on %s", (path) => {
    expect(isFooterHidden(path)).toBe(true);
  });
  it.each(shown)("shows the footer on %s", (path) => {
    expect(isFooterHidden(path)).toBe(false);
  });
});

describe("stripCompanyBase", () => {
  it.each([
    ["/company", "/"],
    ["/company/", "/"],
    ["/company/dashboard", "/dashboard"],
    ["/companyx/dashboard", "/companyx/dashboard"],
    ["documents", "/documents"],
    ["", "/"],
  ])("%s → %s", (input, expected) => {
    expect(stripCompanyBase(input)).toBe(expected);
  });
});

describe("activeMenuNumber", () => {
  it.each([
    ["/subscription-list", 1],
    ["/features", 2],
    ["/features/", 2],
    ["/contact-us", 3],
    ["/", 4],
    ["/faq", null],
    ["/company/features", null],
    ["/subscription-detail/x", null],
  ])("%s → %s", (path, expected) => {
    expect(activeMenuNumber(path)).toBe(expected);
  });
});

describe("footerTextWithYear", () => {
  it.each([
    ["© Cloudoc Ltd 2021. All rights reserved.", "© Cloudoc Ltd 2026. All rights reserved."],
    ["Copyright Cloudoc 2019", "Copyright Cloudoc 2026"],
    ["Copyright 2018 - 2021", "Copyright 2018 - 2026"],
    ["Cloudoc, company no. 12345678, 2020", "Cloudoc, company no. 12345678, 2026"],
    ["No year here", "No year here"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(footerTextWithYear(input, 2026)).toBe(expected);
  });
});

describe("groupPhone", () => {
  it.each([
    ["03301234567", "0330 123 4567"],
    ["0330 123 4567", "0330 123 4567"],
    ["020712345", "0207 123 45"],
    ["01234", "0123 4"],
    ["0123", "0123"],
    ["", ""],
    ["+441234567890", "+441 234 567890"],
  ])("%s → %s", (input, expected) => {
    expect(groupPhone(input)).toBe(expected);
  });

  it("keeps every digit in order", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,15}$/), (digits) => {
        expect(groupPhone(digits).replace(/ /g, "")).toBe(digits);
        expect(groupPhone(digits).split(" ").length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("builds a tel: link", () => {
    expect(phoneHref("0330 123 4567")).toBe("tel:03301234567");
    expect(phoneHref("+44 330 123 4567")).toBe("tel:+443301234567");
  });
});

describe("identityOf (spec 000 §2 Company header)", () => {
  it.each([
    [
      { firstname: "jane", lastname: "smith", username: "jsmith", companyName: "Acme Care" },
      "JS",
      "jane smith",
    ],
    [{ firstname: "Jane", lastname: "", username: "jsmith" }, "J", "Jane"],
    [{ firstname: "undefined", lastname: "null", username: "jsmith" }, "JH", "jsmith"],
    [{ username: "carer" }, "CR", "carer"],
    [{ username: "x" }, "X", "x"],
    [{ username: "  ", companyName: "Sunrise  Care Homes" }, "SH", "Sunrise Care Homes"],
    [{ companyName: "Acme" }, "A", "Acme"],
    [{ firstname: "Élodie", lastname: "Ørsted" }, "ÉØ", "Élodie Ørsted"],
    [{}, "", ""],
    [{ firstname: null, lastname: null, username: null, companyName: null }, "", ""],
  ])("%o → %s / %s", (source, initials, displayName) => {
    expect(identityOf(source)).toEqual({ initials, displayName });
  });

  it("never yields more than two letters", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstname: fc.option(fc.string()),
          lastname: fc.option(fc.string()),
          username: fc.option(fc.string()),
          companyName: fc.option(fc.string()),
        }),
        (source) => {
          expect(Array.from(identityOf(source).initials).length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe("sideMenuEntries (spec 000 §2 Side menu)", () => {
  it("lists the entries in order", () => {
    expect(sideMenuEntries.map((e) => e.label)).toEqual([
      "Dashboard",
      "Documents",
      "My Documents",
      "DocuSign",
      "Employees",
      "Staff Policies",
      "Public Policies",
      "Forms",
      "Training",
      "System Users",
      "Index",
      "Bin",
      "Subscription",
      "Settings",
    ]);
  });

  it("keeps keys unique and paths under /company", () => {
    const all = sideMenuEntries.flatMap((e) => [e, ...(e.children ?? [])]);
    const keys = all.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of all) expect(entry.path.startsWith("/company/")).toBe(true);
  });

  it("puts Organisation Details and System Settings under Settings", () => {
    const settings = sideMenuEntries.find((e) => e.key === "settings");
    expect(settings?.children?.map((c) => [c.label, c.path, c.state])).toEqual([
      ["Organisation Details", "/company/profile", { profileType: "companydetail" }],
      ["System Settings", "/company/settings", undefined],
    ]);
    expect(systemSettingsLabel("user")).toBe("Other Settings");
    expect(systemSettingsLabel("company")).toBe("System Settings");
  });

  it("sends employees to policy-documents for Staff Policies", () => {
    const staff = sideMenuEntries.find((e) => e.key === "staffPolicies");
    expect(staff?.path).toBe("/company/policies");
    expect(staff?.employeePath).toBe("/company/policy-documents");
  });
});
