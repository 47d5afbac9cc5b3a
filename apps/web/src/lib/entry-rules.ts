import type { Role } from "@cloudoc/contract";
import { normalisePath } from "@cloudoc/contract";

/**
 * The entry and redirect rules of spec 000 §2, as pure functions: what happens to the address
 * when the app starts (`startDecision`), and on every route (`routeDecision`).
 */

/** The parameter that carries a one-time hand-over code to a company site (DESIGN §5). */
export const handoverParam = "user";

/** The parameter of an invitation link (/employee/register?token=…, /set-password?token=…, /document/sign?token=…). */
export const invitationParam = "token";
/**
 * The pages an invitation opens: an employee's registration, a system user's password (issue 15),
 * a signer's request to sign (issue 16).
 */
const invitationPaths: readonly string[] = [
  "/employee/register",
  "/set-password",
  "/document/sign",
  // a web form's fill link (issue 17)
  "/webform/fill",
];

export interface StartDecision {
  /** Replace the address with this (history.replaceState) before anything renders. */
  replaceWith?: string;
  /** A hand-over code to exchange for a session on this company site. */
  handoverCode?: string;
  /** An invitation to register, taken off the address like a hand-over code. */
  invitationToken?: string;
}

/**
 * At start: a query string with anything but the `user` parameter sends the visitor to /; a
 * `user` parameter is taken off the address (it is single use and must not stay in history or be
 * bookmarked) and, on a company site, exchanged for a session. The one other link that carries a
 * parameter is an employee's invitation (`/employee/register?token=…`): its token is taken off the
 * address the same way and handed to the registration page.
 */
export function startDecision(
  url: { pathname: string; search: string; hash: string },
  onCompanySite: boolean,
): StartDecision {
  const params = new URLSearchParams(url.search);
  const keys = [...params.keys()];
  if (keys.length === 0) return {};
  const token = params.get(invitationParam) ?? "";
  if (invitationPaths.includes(normalisePath(url.pathname)) && keys.length === 1 && token !== "") {
    return { replaceWith: `${url.pathname}${url.hash}`, invitationToken: token };
  }
  if (keys.some((key) => key !== handoverParam)) return { replaceWith: "/" };
  const code = params.get(handoverParam) ?? "";
  return {
    replaceWith: `${url.pathname}${url.hash}`,
    ...(onCompanySite && code !== "" ? { handoverCode: code } : {}),
  };
}

/** Company-app pages open without a session (the help centre). */
const openCompanyPaths: readonly string[] = ["/company/knowledge", "/company/knowledge/video"];
/** Employee pages open without a session. */
const openEmployeePaths: readonly string[] = ["/employee/login", "/employee/register"];
/** Public-site pages that need a session (spec 000 §2 lists them as private too). */
const privatePublicPaths: readonly string[] = ["/checkout", "/order/history"];
/** On a company site these lose their /company prefix (spec 000 §2 Entry rules). */
const companySiteRewrites: readonly string[] = ["/company/policy/documents", "/company/policy/document/view"];

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Whether a path needs a session (spec 000 §2 "Private routes"). */
export function isPrivatePath(pathname: string): boolean {
  const path = normalisePath(pathname);
  if (within(path, "/company")) return !openCompanyPaths.includes(path);
  if (path.startsWith("/employee/")) return !openEmployeePaths.includes(path);
  if (within(path, "/admin")) return true;
  return privatePublicPaths.includes(path);
}

/** Where a signed-in user belongs (spec 000 §2 "After login"). */
export function homeFor(role: Role | undefined): string {
  if (role === "admin") return "/admin";
  if (role === "employee") return "/employee/policies";
  return "/company/dashboard";
}

export interface RouteContext {
  pathname: string;
  signedIn: boolean;
  role?: Role;
  onCompanySite: boolean;
}

export interface RouteDecision {
  to: string;
  /** Navigation state for the target (the 404 page's "then home"). */
  state?: { thenHome: true };
  /** Keep the query string and hash (a rewrite of the same page). */
  keepQuery?: true;
}

/**
 * The package catalogue a staff user may not open (spec 000 §6: sent to 404, then /): the policy
 * bundles and every page that lists or shows a package to buy. Buying is the owner's.
 */
const packageCataloguePaths: readonly string[] = [
  "/policies-procedures",
  "/subscription-list",
  "/package-search",
];
const packageDetailPaths: readonly string[] = ["/subscription-detail", "/package-detail"];
const isPackageCatalogue = (path: string) =>
  packageCataloguePaths.includes(path) || packageDetailPaths.some((base) => path.startsWith(`${base}/`));

/** Navigation state the 404 page reads to move on to the home page (spec 000 §6). */
export const thenHomeState = { thenHome: true } as const;

/**
 * The redirect for a route, or null to show it. In order: the company-site rewrites; the bare
 * /employee path; private routes without a session (to /login on a company site, else /); the
 * company site's root; the areas of other roles; the catalogue page for role user.
 */
export function routeDecision(context: RouteContext): RouteDecision | null {
  const path = normalisePath(context.pathname);
  const { signedIn, role, onCompanySite } = context;

  if (onCompanySite && companySiteRewrites.includes(path)) {
    return { to: path.slice("/company".length), keepQuery: true };
  }
  if (path === "/employee") return { to: "/" };
  if (isPrivatePath(path) && !signedIn) return { to: onCompanySite ? "/login" : "/" };
  if (onCompanySite && path === "/") return { to: signedIn ? homeFor(role) : "/login" };
  if (signedIn && within(path, "/admin") && role !== "admin") return { to: homeFor(role) };
  if (signedIn && path.startsWith("/employee/") && isPrivatePath(path) && role !== "employee") {
    return { to: homeFor(role) };
  }
  if (signedIn && role === "user" && isPackageCatalogue(path)) {
    return { to: "/404", state: thenHomeState };
  }
  return null;
}

/** Where to go once signed in or registered. */
export type Destination = { kind: "site"; url: string } | { kind: "route"; to: string };

/** The page a sign-in opens: home, or the purchase an offline cart started (spec 000 §2 "After login"). */
function pageAfterSignIn(role: Role, options: { registration?: boolean; hadOfflineCart?: boolean }): string {
  if (role === "employee") return "/employee/policies";
  if (role === "company" && options.hadOfflineCart) return options.registration ? "/checkout" : "/cart";
  return "/company/dashboard";
}

/**
 * After a login or registration (spec 000 §2 "After login", §4 Login and Signup): the platform
 * admin to the console; an owner who brought an offline cart to checkout (a registration) or to
 * the cart (a login), everyone else home. Company people and employees go to their company site
 * with a hand-over code, so a purchase is paid there and ends on that site's /company/subscriptions
 * (spec 001 §4); to the same page here when there is no other site to go to.
 */
export function destinationAfterSignIn(
  response: { role: Role; handoverCode: string; companySiteUrl: string },
  options: { registration?: boolean; hadOfflineCart?: boolean } = {},
): Destination {
  if (response.role === "admin") return { kind: "route", to: "/admin" };
  const page = pageAfterSignIn(response.role, options);
  if (response.handoverCode !== "" && response.companySiteUrl !== "") {
    const site = response.companySiteUrl.replace(/\/+$/, "");
    return {
      kind: "site",
      url: `${site}${page}?${handoverParam}=${encodeURIComponent(response.handoverCode)}`,
    };
  }
  return { kind: "route", to: page };
}
