import { isAbsent } from "./absent";

/**
 * Navigation rules of spec 000 §2 shared by the web and the server: footer visibility, the
 * remembered active-menu number, footer text and phone formatting, the company side menu and the
 * initials / display name of the signed-in user.
 */

/** The base path of the signed-in company app (spec 000 §2). */
export const companyBasePath = "/company";

/** A path with a leading slash and no trailing slash (except on the root). */
export function normalisePath(pathname: string): string {
  let path = pathname.trim() || "/";
  if (!path.startsWith("/")) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The path relative to the company app: "/company/documents" → "/documents". */
export function stripCompanyBase(pathname: string): string {
  const path = normalisePath(pathname);
  if (path === companyBasePath) return "/";
  if (path.startsWith(`${companyBasePath}/`)) return path.slice(companyBasePath.length);
  return path;
}

/**
 * Footer rule of spec 000 §2 "Footer". Paths written with a star in the specification
 * (`/document/sign*`) hide on any path that starts with that text; the named screens hide on the
 * path itself and everything below it (`/documents` hides `/documents/editor` too).
 */
export const footerHiddenPrefixes: readonly string[] = [
  "/reference/",
  "/document/sign",
  "/webform/fill",
  "/webform/completed",
  "/view/Document",
];

export const footerHiddenSections: readonly string[] = [
  // signed-in screens
  "/documents",
  "/dashboard",
  "/users",
  "/course",
  "/groups",
  "/group",
  "/subscriptions",
  "/settings",
  "/invoice",
  "/history",
  "/policies",
  "/employees",
  "/employee",
  "/deleted/employees",
  "/myfiles",
  "/myDocuments",
  "/policy",
  "/policy-documents",
  "/publishedpolicies",
  "/deleted-documents",
  "/saved-documents",
  "/create-new-documents",
  "/index",
  "/formslist",
  "/formbuilder",
  "/webform",
  "/reference",
  // auth screens
  "/login",
  "/forgotpassword",
  "/verifyotp",
  "/resetpassword",
];

export function isFooterHidden(pathname: string): boolean {
  const path = stripCompanyBase(pathname);
  if (footerHiddenPrefixes.some((prefix) => path.startsWith(prefix))) return true;
  return footerHiddenSections.some((section) => path === section || path.startsWith(`${section}/`));
}

/** The remembered active-menu number of spec 000 §2 "Footer" (session key activeClass). */
export const activeMenuNumbers: Readonly<Record<string, number>> = {
  "/subscription-list": 1,
  "/features": 2,
  "/contact-us": 3,
  "/": 4,
};

/** The active-menu number for a path, or null when the path has none. */
export function activeMenuNumber(pathname: string): number | null {
  return activeMenuNumbers[normalisePath(pathname)] ?? null;
}

/**
 * The footer text with its trailing (last written) year replaced by the current year:
 * "© Cloudoc Ltd 2021. All rights reserved." becomes "… 2026. All rights reserved.".
 * A text without a year is returned unchanged.
 */
export function footerTextWithYear(text: string, year: number): string {
  const matches = [...text.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) return text;
  return `${text.slice(0, last.index)}${year}${text.slice(last.index + last[0].length)}`;
}

/**
 * The phone number grouped 4-3-rest ("03301234567" → "0330 123 4567"). Spaces already in the
 * value are ignored; a leading + stays with the first group.
 */
export function groupPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, "");
  const groups = [compact.slice(0, 4), compact.slice(4, 7), compact.slice(7)];
  return groups.filter((group) => group !== "").join(" ");
}

/** The value for a `tel:` link: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/** One entry of the company side menu (spec 000 §2 "Side menu"). */
export interface SideMenuEntry {
  /** Stable key used by the permission rules. */
  key: string;
  label: string;
  /** Absolute path in the web app. */
  path: string;
  /** Path for the employee role where it differs (Staff Policies → policy-documents). */
  employeePath?: string;
  /** Navigation state the target page reads (profile type for the profile page). */
  state?: Readonly<Record<string, string>>;
  /** The Settings dropdown holds children instead of a path of its own. */
  children?: readonly SideMenuEntry[];
}

const company = (page: string) => `${companyBasePath}/${page}`;

/** The side-menu entries in order. Visibility by role and permission comes with the permission rules. */
export const sideMenuEntries: readonly SideMenuEntry[] = [
  { key: "dashboard", label: "Dashboard", path: company("dashboard") },
  { key: "documents", label: "Documents", path: company("documents") },
  { key: "myDocuments", label: "My Documents", path: company("myDocuments") },
  { key: "docusign", label: "DocuSign", path: company("myfiles") },
  { key: "employees", label: "Employees", path: company("employees") },
  {
    key: "staffPolicies",
    label: "Staff Policies",
    path: company("policies"),
    employeePath: company("policy-documents"),
  },
  { key: "publicPolicies", label: "Public Policies", path: company("publishedpolicies") },
  { key: "forms", label: "Forms", path: company("formslist") },
  { key: "training", label: "Training", path: company("course") },
  { key: "users", label: "System Users", path: company("users") },
  { key: "index", label: "Index", path: company("index") },
  { key: "bin", label: "Bin", path: company("deleted-documents") },
  { key: "subscription", label: "Subscription", path: company("subscriptions") },
  {
    key: "settings",
    label: "Settings",
    path: company("settings"),
    children: [
      {
        key: "organisationDetails",
        label: "Organisation Details",
        path: company("profile"),
        state: { profileType: "companydetail" },
      },
      { key: "systemSettings", label: "System Settings", path: company("settings") },
    ],
  },
];

/** The label of the System Settings entry: role user sees it as Other Settings. */
export function systemSettingsLabel(role: string | undefined): string {
  return role === "user" ? "Other Settings" : "System Settings";
}

/** The fields the initials and display name are made from. */
export interface NameSource {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  companyName?: string | null;
}

export interface Identity {
  /** One or two upper-case letters; empty when nothing is known. */
  initials: string;
  /** The name to show beside the initials; empty when nothing is known. */
  displayName: string;
}

const present = (value: string | null | undefined): value is string => !isAbsent(value);
const firstLetter = (value: string) => Array.from(value.trim())[0] ?? "";
const lastLetter = (value: string) => Array.from(value.trim()).at(-1) ?? "";

/**
 * Spec 000 §2 "Company header": initials come from the first and last name, else the first and
 * last letters of the username, else the company name (first letters of its first and last
 * words). The display name follows the same order.
 */
export function identityOf(source: NameSource): Identity {
  const first = present(source.firstname) ? source.firstname.trim() : "";
  const last = present(source.lastname) ? source.lastname.trim() : "";
  if (first || last) {
    return {
      initials: `${firstLetter(first)}${firstLetter(last)}`.toLocaleUpperCase("en-GB"),
      displayName: [first, last].filter(Boolean).join(" "),
    };
  }
  if (present(source.username)) {
    const username = source.username.trim();
    const letters = Array.from(username);
    const initials = letters.length > 1 ? `${firstLetter(username)}${lastLetter(username)}` : username;
    return { initials: initials.toLocaleUpperCase("en-GB"), displayName: username };
  }
  if (present(source.companyName)) {
    const companyName = source.companyName.trim().replace(/\s+/g, " ");
    const words = companyName.split(" ");
    const initials =
      words.length > 1
        ? `${firstLetter(words[0] ?? "")}${firstLetter(words.at(-1) ?? "")}`
        : firstLetter(companyName);
    return { initials: initials.toLocaleUpperCase("en-GB"), displayName: companyName };
  }
  return { initials: "", displayName: "" };
}
