import { describe, expect, it } from "vitest";
import { companySiteHost, mainSiteUrl, subdomainOf } from "./tenancy";

describe("subdomainOf (DESIGN §5, same rule as the server)", () => {
  it.each([
    ["localhost", "localhost", null],
    ["meadowbank.localhost", "localhost", "meadowbank"],
    ["MeadowBank.localhost", "localhost", "meadowbank"],
    ["www.localhost", "localhost", null],
    ["a.b.localhost", "localhost", null],
    ["bad-name.localhost", "localhost", null],
    ["127.0.0.1", "localhost", null],
    ["cloudoc.co.uk", "cloudoc.co.uk", null],
    ["sunrise.cloudoc.co.uk", "cloudoc.co.uk", "sunrise"],
    ["sunrise.example.com", "cloudoc.co.uk", null],
  ])("%s on %s → %s", (host, base, expected) => {
    expect(subdomainOf(host, base)).toBe(expected);
  });
});

describe("site addresses", () => {
  it("finds the main site from a company site", () => {
    expect(mainSiteUrl({ protocol: "http:", hostname: "meadowbank.localhost", port: "3000" })).toBe(
      "http://localhost:3000",
    );
    expect(mainSiteUrl({ protocol: "https:", hostname: "localhost", port: "" })).toBe("https://localhost");
  });

  it("shows how a new company's address will read", () => {
    expect(companySiteHost("sunrise", { hostname: "localhost", port: "3000" }, "localhost")).toBe(
      "sunrise.localhost:3000",
    );
    expect(companySiteHost("", { hostname: "meadowbank.localhost", port: "3000" }, "localhost")).toBe(
      "yourcompany.localhost:3000",
    );
    expect(companySiteHost("sunrise", { hostname: "127.0.0.1", port: "4173" }, "localhost")).toBe(
      "sunrise.localhost:4173",
    );
  });
});
