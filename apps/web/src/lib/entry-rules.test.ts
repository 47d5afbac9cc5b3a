import { describe, expect, it } from "vitest";
import {
  destinationAfterSignIn,
  homeFor,
  isPrivatePath,
  type RouteContext,
  routeDecision,
  startDecision,
} from "./entry-rules";

const url = (path: string) => {
  const parsed = new URL(path, "http://localhost");
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe("startDecision (spec 000 §2 Entry rules)", () => {
  it("takes an invitation token off the registration address and hands it on", () => {
    expect(startDecision(url("/employee/register?token=abc123"), true)).toEqual({
      replaceWith: "/employee/register",
      invitationToken: "abc123",
    });
    expect(startDecision(url("/employee/register?token=abc&x=1"), true)).toEqual({ replaceWith: "/" });
    expect(startDecision(url("/login?token=abc"), true)).toEqual({ replaceWith: "/" });
  });

  it("takes a system user's set-password token off the address the same way (issue 15)", () => {
    expect(startDecision(url("/set-password?token=t0k3n"), true)).toEqual({
      replaceWith: "/set-password",
      invitationToken: "t0k3n",
    });
    expect(startDecision(url("/set-password?token=t&user=x"), true)).toEqual({ replaceWith: "/" });
  });

  it("takes a signer's token off the signing address, on any site (issue 16)", () => {
    expect(startDecision(url("/document/sign?token=s1gn"), false)).toEqual({
      replaceWith: "/document/sign",
      invitationToken: "s1gn",
    });
    expect(startDecision(url("/document/sign/success?token=s1gn"), false)).toEqual({ replaceWith: "/" });
  });

  it("leaves an address without a query string alone", () => {
    expect(startDecision(url("/company/dashboard"), false)).toEqual({});
    expect(startDecision(url("/login#top"), true)).toEqual({});
  });

  it.each(["/?utm_source=mail", "/company/dashboard?tab=2", "/login?user=abc&next=/x", "/?=1"])(
    "sends %s (any parameter but user) to /",
    (address) => {
      expect(startDecision(url(address), true)).toEqual({ replaceWith: "/" });
      expect(startDecision(url(address), false)).toEqual({ replaceWith: "/" });
    },
  );

  it("takes the user parameter off the address and exchanges it on a company site", () => {
    expect(startDecision(url("/company/dashboard?user=code-123#x"), true)).toEqual({
      replaceWith: "/company/dashboard#x",
      handoverCode: "code-123",
    });
  });

  it("only strips the user parameter on the main site (nothing to exchange there)", () => {
    expect(startDecision(url("/company/dashboard?user=code-123"), false)).toEqual({
      replaceWith: "/company/dashboard",
    });
  });

  it("ignores an empty user parameter", () => {
    expect(startDecision(url("/company/dashboard?user="), true)).toEqual({
      replaceWith: "/company/dashboard",
    });
  });
});

describe("isPrivatePath (spec 000 §2 Private routes)", () => {
  it.each([
    "/company",
    "/company/dashboard",
    "/company/documents/editor",
    "/company/order-detail/7",
    "/company/no-such-page",
    "/employee/policies",
    "/admin",
    "/admin/packages",
    "/checkout",
    "/order/history",
  ])("%s needs a session", (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/login",
    "/signup",
    "/verifyotp",
    "/employee/login",
    "/employee/register",
    "/company/knowledge",
    "/company/knowledge/video",
    "/policies-procedures",
    "/cart",
    "/policy/documents",
    "/companyx",
  ])("%s is public", (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});

describe("routeDecision", () => {
  const signedOut: Omit<RouteContext, "pathname"> = { signedIn: false, onCompanySite: false };
  const company: Omit<RouteContext, "pathname"> = { signedIn: true, role: "company", onCompanySite: false };
  const decide = (pathname: string, context: Omit<RouteContext, "pathname">) =>
    routeDecision({ pathname, ...context });

  it("shows public pages to everyone", () => {
    expect(decide("/", signedOut)).toBeNull();
    expect(decide("/login", signedOut)).toBeNull();
    expect(decide("/policies-procedures", company)).toBeNull();
  });

  it("sends the bare /employee path to /", () => {
    expect(decide("/employee", signedOut)).toEqual({ to: "/" });
    expect(decide("/employee/", company)).toEqual({ to: "/" });
  });

  it("sends a private route to / without a session on the main site", () => {
    expect(decide("/company/dashboard", signedOut)).toEqual({ to: "/" });
    expect(decide("/checkout", signedOut)).toEqual({ to: "/" });
    expect(decide("/admin/packages", signedOut)).toEqual({ to: "/" });
  });

  it("sends a private route (and the root) to /login without a session on a company site", () => {
    const companySite = { signedIn: false, onCompanySite: true };
    expect(decide("/company/dashboard", companySite)).toEqual({ to: "/login" });
    expect(decide("/", companySite)).toEqual({ to: "/login" });
    expect(decide("/login", companySite)).toBeNull();
    expect(decide("/employee/login", companySite)).toBeNull();
  });

  it("sends the company site's root to the signed-in user's home", () => {
    expect(decide("/", { signedIn: true, role: "company", onCompanySite: true })).toEqual({
      to: "/company/dashboard",
    });
    expect(decide("/", { signedIn: true, role: "employee", onCompanySite: true })).toEqual({
      to: "/employee/policies",
    });
  });

  it("shows private routes with a session", () => {
    expect(decide("/company/dashboard", company)).toBeNull();
    expect(decide("/checkout", company)).toBeNull();
    expect(
      decide("/employee/policies", { signedIn: true, role: "employee", onCompanySite: true }),
    ).toBeNull();
    expect(decide("/admin/packages", { signedIn: true, role: "admin", onCompanySite: false })).toBeNull();
  });

  it("keeps each role in its own area", () => {
    expect(decide("/admin/packages", company)).toEqual({ to: "/company/dashboard" });
    expect(decide("/employee/policies", company)).toEqual({ to: "/company/dashboard" });
    expect(decide("/admin", { signedIn: true, role: "employee", onCompanySite: true })).toEqual({
      to: "/employee/policies",
    });
  });

  it("rewrites the two policy pages without /company on a company site only", () => {
    const companySite = { signedIn: false, onCompanySite: true };
    expect(decide("/company/policy/documents", companySite)).toEqual({
      to: "/policy/documents",
      keepQuery: true,
    });
    expect(decide("/company/policy/document/view/", companySite)).toEqual({
      to: "/policy/document/view",
      keepQuery: true,
    });
    expect(decide("/company/policy/documents", company)).toBeNull();
  });

  it("sends role user away from the package catalogue: to /404, then home", () => {
    expect(decide("/policies-procedures", { signedIn: true, role: "user", onCompanySite: false })).toEqual({
      to: "/404",
      state: { thenHome: true },
    });
  });

  it.each(["/subscription-list", "/package-search", "/subscription-detail/care-home", "/package-detail/x"])(
    "counts %s as the package catalogue for role user, on either site, and not for the owner",
    (path) => {
      for (const onCompanySite of [false, true]) {
        expect(decide(path, { signedIn: true, role: "user", onCompanySite })).toEqual({
          to: "/404",
          state: { thenHome: true },
        });
      }
      expect(decide(path, { signedIn: true, role: "company", onCompanySite: false })).toBeNull();
      expect(decide(path, { signedIn: false, onCompanySite: false })).toBeNull();
    },
  );
});

describe("homeFor (spec 000 §2 After login)", () => {
  it.each([
    ["company", "/company/dashboard"],
    ["user", "/company/dashboard"],
    ["employee", "/employee/policies"],
    ["admin", "/admin"],
    [undefined, "/company/dashboard"],
  ] as const)("%s → %s", (role, path) => {
    expect(homeFor(role)).toBe(path);
  });
});

describe("destinationAfterSignIn", () => {
  const owner = {
    role: "company" as const,
    handoverCode: "h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    companySiteUrl: "http://meadowbank.localhost:3000",
  };

  it("hands a company user over to the company site", () => {
    expect(destinationAfterSignIn(owner)).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/company/dashboard?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
    expect(destinationAfterSignIn({ ...owner, role: "user" }).kind).toBe("site");
  });

  it("encodes the code and tolerates a trailing slash", () => {
    expect(
      destinationAfterSignIn({ ...owner, handoverCode: "a+b/c", companySiteUrl: "https://x.example.com/" }),
    ).toEqual({ kind: "site", url: "https://x.example.com/company/dashboard?user=a%2Bb%2Fc" });
  });

  it("stays here when already on the company site (no hand-over code)", () => {
    expect(destinationAfterSignIn({ ...owner, handoverCode: "", companySiteUrl: "" })).toEqual({
      kind: "route",
      to: "/company/dashboard",
    });
  });

  it("sends employees to their policies, on their company's site, and the admin to the console", () => {
    expect(destinationAfterSignIn({ ...owner, role: "employee" })).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/employee/policies?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
    expect(
      destinationAfterSignIn({ ...owner, role: "employee", handoverCode: "", companySiteUrl: "" }),
    ).toEqual({
      kind: "route",
      to: "/employee/policies",
    });
    expect(destinationAfterSignIn({ role: "admin", handoverCode: "", companySiteUrl: "" })).toEqual({
      kind: "route",
      to: "/admin",
    });
  });

  it("continues a purchase on the company site: a registration to checkout, a login to the cart", () => {
    expect(destinationAfterSignIn(owner, { registration: true, hadOfflineCart: true })).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/checkout?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
    expect(destinationAfterSignIn(owner, { hadOfflineCart: true })).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/cart?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
    expect(destinationAfterSignIn(owner, { registration: true, hadOfflineCart: false })).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/company/dashboard?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
    // Without another site to go to, the same pages here.
    expect(
      destinationAfterSignIn(
        { ...owner, handoverCode: "", companySiteUrl: "" },
        { registration: true, hadOfflineCart: true },
      ),
    ).toEqual({ kind: "route", to: "/checkout" });
    // Staff users and employees go home whatever the browser's cart holds.
    expect(destinationAfterSignIn({ ...owner, role: "user" }, { hadOfflineCart: true })).toEqual({
      kind: "site",
      url: "http://meadowbank.localhost:3000/company/dashboard?user=h4nd0v3r-c0d3-0f-s0m3-l3ngth",
    });
  });
});
