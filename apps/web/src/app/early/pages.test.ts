import { routes } from "@cloudoc/contract";
import { matchRoutes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchMyPolicies, fetchPolicyReading } from "../../features/employee-area/api";
import { call, configureApi } from "../../lib/api";
import { employeeArea } from "../routes/employee";
import { companyLookupAddress, earlyPages, matchEarlyPage } from "./pages";

describe("the early pages", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 1, response: {}, data: {}, list: [], total: 0 }), {
          status: 200,
        }),
    );
    configureApi({ getToken: () => "token-1" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ getToken: () => undefined });
  });

  /** The addresses the app's own code asks for while `run` runs. */
  async function addressesOf(run: () => Promise<unknown>): Promise<string[]> {
    fetchMock.mockClear();
    await run();
    return fetchMock.mock.calls.map(([url]) => String(url));
  }

  it("ask for what their screens ask for first, address for address", async () => {
    const list = matchEarlyPage("/employee/policies");
    expect(list?.page.calls(list.params)).toEqual(await addressesOf(fetchMyPolicies));
    const reading = matchEarlyPage("/employee/policies/a%20b%2Fc");
    expect(reading?.params).toEqual({ id: "a b/c" });
    expect(reading?.page.calls(reading.params)).toEqual(await addressesOf(() => fetchPolicyReading("a b/c")));
  });

  it("ask for the company as the app's start does", async () => {
    expect([companyLookupAddress("meadowbank")]).toEqual(
      await addressesOf(() => call(routes.companySite, { domainName: "meadowbank" })),
    );
  });

  it("are routes of the employee area, so the router shows what the script asked for", () => {
    for (const page of earlyPages) {
      const path = page.path.replaceAll(/:\w+/g, "x");
      const last = matchRoutes([employeeArea], path)?.at(-1)?.route.path;
      expect(`/employee/${last}`).toBe(page.path);
    }
  });

  it("match only their own paths", () => {
    expect(matchEarlyPage("/employee/policies/")?.page.path).toBe("/employee/policies");
    expect(matchEarlyPage("/employee/policies/42")?.page.path).toBe("/employee/policies/:id");
    for (const other of [
      "/",
      "/employee",
      "/employee/policies/42/more",
      "/company/policies",
      "/employee/courses",
    ]) {
      expect(matchEarlyPage(other)).toBeUndefined();
    }
  });
});
