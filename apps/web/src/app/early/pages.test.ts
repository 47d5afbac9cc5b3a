import { routes } from "@cloudoc/contract";
import { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchMyPolicies, fetchPolicyReading } from "../../features/employee-area/api";
import { libraryQueryFromState } from "../../features/site/library-query";
import { offerQuery } from "../../features/site/offer-query";
import { sitePageData } from "../../features/site/routes";
import { fetchLibrary, fetchTaxonomy } from "../../features/site/site-api";
import { call, configureApi } from "../../lib/api";
import { type EarlyRequest, earlyKey } from "../../lib/early-replies";
import { employeeArea } from "../routes/employee";
import { publicArea } from "../routes/public";
import { prefetchSiteSettings } from "../site-settings";
import { companyLookup, type EarlyPage, earlyPages, matchEarlyPage } from "./pages";

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

  /** The calls (method, address and body) the app's own code makes while `run` runs, in order. */
  async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
    fetchMock.mockClear();
    await run();
    return fetchMock.mock.calls.map(([url, init]) =>
      earlyKey({
        method: init?.method === "POST" ? "POST" : "GET",
        url: String(url),
        body: typeof init?.body === "string" ? init.body : undefined,
      }),
    );
  }

  /** An early page's calls at `pathname`, as the store keys them. */
  function earlyCalls(pathname: string, state?: unknown): string[] {
    const match = matchEarlyPage(pathname);
    if (!match) throw new Error(`${pathname} is not an early page`);
    return match.page.calls(match.params, state).map((request: EarlyRequest) => earlyKey(request));
  }

  /** What a public page asks for as the app starts: the shell's calls, then the page's data. */
  const publicPageCalls = (data?: (client: QueryClient) => void) =>
    callsOf(async () => {
      const client = new QueryClient();
      prefetchSiteSettings(client);
      void client.prefetchQuery(offerQuery);
      data?.(client);
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    });

  it("ask for what the employee's screens ask for first, call for call", async () => {
    expect(earlyCalls("/employee/policies")).toEqual(await callsOf(fetchMyPolicies));
    const reading = matchEarlyPage("/employee/policies/a%20b%2Fc");
    expect(reading?.params).toEqual({ id: "a b/c" });
    expect(earlyCalls("/employee/policies/a%20b%2Fc")).toEqual(
      await callsOf(() => fetchPolicyReading("a b/c")),
    );
  });

  it("ask for what the public pages ask for as the app starts, bodies included", async () => {
    expect(earlyCalls("/")).toEqual(await publicPageCalls());
    expect(earlyCalls("/policies-procedures").sort()).toEqual(
      (await publicPageCalls((client) => sitePageData["policies-procedures"]?.({}, client))).sort(),
    );
    for (const path of ["package-detail/:slug", "subscription-detail/:slug"]) {
      expect(earlyCalls(`/${path.replace(":slug", "care-home-england")}`)).toEqual(
        await publicPageCalls((client) => sitePageData[path]?.({ slug: "care-home-england" }, client)),
      );
    }
  });

  it("ask for the document library's kept search, as the page reads it from the location's state", async () => {
    for (const state of [undefined, { library: "q=fire&country=wales&page=2" }]) {
      const page = await callsOf(async () => {
        await fetchTaxonomy("country");
        await fetchTaxonomy("category");
        await fetchLibrary(libraryQueryFromState(state));
      });
      expect(earlyCalls("/documentlibrary", state).slice(2)).toEqual(page);
    }
  });

  it("ask for the company as the app's start does", async () => {
    expect([earlyKey(companyLookup("meadowbank"))]).toEqual(
      await callsOf(() => call(routes.companySite, { domainName: "meadowbank" })),
    );
  });

  it("are routes of their area, so the router shows what the script asked for", () => {
    const areas = {
      employee: { routes: employeeArea, prefix: "/employee/" },
      public: { routes: publicArea, prefix: "/" },
    } satisfies Record<EarlyPage["site"], { routes: RouteObject; prefix: string }>;
    for (const page of earlyPages) {
      const { routes: area, prefix } = areas[page.site];
      const path = page.path.replaceAll(/:\w+/g, "x");
      const last = matchRoutes([area], path)?.at(-1)?.route;
      expect(last?.index ? "/" : `${prefix}${last?.path}`).toBe(page.path);
    }
  });

  it("match only their own paths", () => {
    expect(matchEarlyPage("/employee/policies/")?.page.path).toBe("/employee/policies");
    expect(matchEarlyPage("/employee/policies/42")?.page.path).toBe("/employee/policies/:id");
    expect(matchEarlyPage("/")?.page.path).toBe("/");
    expect(matchEarlyPage("/package-detail/care-home")?.page.path).toBe("/package-detail/:slug");
    for (const other of [
      "/employee",
      "/employee/policies/42/more",
      "/company/policies",
      "/employee/courses",
      "/package-detail",
      "/package-detail/",
      "/contact-us",
    ]) {
      expect(matchEarlyPage(other)).toBeUndefined();
    }
  });
});
