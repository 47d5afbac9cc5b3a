import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTree, screenlessPages, unlistedPublicScreens } from "./route-tree";
import { areaLoaderOf, areaPatcher, areas, firstRoutes, preloadPage, rootRoute } from "./router";

/** Every route of the tree with its full path, for a walk. */
function walk(list: readonly RouteObject[], prefix = ""): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, "/") : prefix;
    return [{ path, route }, ...walk(route.children ?? [], path)];
  });
}

describe("the web app's routes (issue 21: no page left 'still being built')", () => {
  it("gives every page of the specification's lists a screen of its own", () => {
    expect(screenlessPages()).toEqual([]);
  });

  it("routes the public site to exactly the pages of its list (its routes come from the screens)", () => {
    expect(unlistedPublicScreens()).toEqual([]);
  });

  it("has something to show, or something to hold, on every route", () => {
    const all = walk(routeTree);
    expect(all.length).toBeGreaterThan(100);
    const empty = all.filter(
      ({ route }) => !route.lazy && !route.element && !route.Component && !route.children?.length,
    );
    expect(empty.map(({ path }) => path)).toEqual([]);
  });

  it("shows the not-found page only where nothing else matches", async () => {
    const notFound = (await import("../features/notfound/NotFoundPage")).NotFoundPage;
    const shown = await Promise.all(
      walk(routeTree)
        .filter(({ route }) => typeof route.lazy === "function" && route.path !== "*" && route.path !== "404")
        .map(async ({ path, route }) => {
          const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
          return { path, component: (await lazy()).Component };
        }),
    );
    expect(shown.filter(({ component }) => component === notFound).map(({ path }) => path)).toEqual([]);
  }, 60_000); // imports every screen of the app

  it("loads the company, employee and admin areas on their first visit, each under its own path", async () => {
    const firstLoad = walk([rootRoute]).map(({ route }) => route.path);
    for (const name of Object.keys(areas)) expect(firstLoad).not.toContain(name);
    for (const [name, load] of Object.entries(areas)) expect((await load()).path).toBe(name);
  });

  it("starts with the area of the first page in its routes, and only that area", async () => {
    const employee: RouteObject = { path: "employee", children: [{ path: "policies" }] };
    const loaders = { employee: async () => employee, company: () => Promise.reject(new Error("offline")) };
    const [inArea] = await firstRoutes("/employee/policies", loaders);
    expect(inArea?.id).toBe("root");
    expect(inArea?.children).toEqual([...(rootRoute.children ?? []), employee]);
    // The public site, and an area whose code did not arrive (patched in on navigation instead).
    expect(await firstRoutes("/policies-procedures", loaders)).toEqual([rootRoute]);
    expect(await firstRoutes("/company/dashboard", loaders)).toEqual([rootRoute]);
  });

  it("takes only its own areas from an address, never Object's methods", async () => {
    for (const path of ["/constructor", "/toString/x", "/__proto__", "/hasOwnProperty"]) {
      expect(areaLoaderOf(path)).toBeUndefined();
      expect(await firstRoutes(path)).toEqual([rootRoute]);
      await expect(preloadPage(path, null)).resolves.toBeUndefined();
    }
    expect(areaLoaderOf("/company/dashboard")?.name).toBe("company");
  });

  it("lands a second click made while an area loads on its page, not on the not-found page", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const company: RouteObject = {
      path: "company",
      children: [
        { path: "dashboard", id: "dashboard" },
        { path: "profile", id: "profile" },
      ],
    };
    const router = createMemoryRouter([{ id: "root", children: [{ path: "*", id: "not-found" }] }], {
      patchRoutesOnNavigation: areaPatcher({ company: () => arrived.then(() => company) }),
    });
    const first = router.navigate("/company/dashboard");
    const second = router.navigate("/company/profile");
    arrive();
    await Promise.all([first, second]);
    expect(router.state.location.pathname).toBe("/company/profile");
    expect(router.state.matches.at(-1)?.route.id).toBe("profile");
    router.dispose();
  });

  it("loads a page's shell and screen ahead of the router, and nothing else of its area", async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => async () => {
      loaded.push(name);
      return {};
    };
    const employee: RouteObject = {
      path: "employee",
      children: [
        {
          lazy: lazy("shell"),
          children: [
            { path: "policies", lazy: lazy("policy list") },
            { path: "policies/:id", lazy: lazy("reading") },
          ],
        },
      ],
    };
    const loaders = { employee: async () => employee };
    await preloadPage("/employee/policies/p-1", null, loaders);
    expect(loaded.sort()).toEqual(["reading", "shell"]);
    await preloadPage("/policies-procedures", null, loaders);
    expect(loaded).toHaveLength(2);
  });

  it("asks for the data of the page matched, with its parameters, only when given a client", async () => {
    const asked: string[] = [];
    const employee: RouteObject = {
      path: "employee",
      children: [
        {
          children: [
            { path: "policies", handle: { data: () => asked.push("list") } },
            {
              path: "policies/:id",
              handle: { data: ({ id }: { id?: string }) => asked.push(`policy ${id}`) },
            },
          ],
        },
      ],
    };
    const loaders = { employee: async () => employee };
    await preloadPage("/employee/policies/p-7", null, loaders);
    expect(asked).toEqual([]);
    await preloadPage("/employee/policies/p-7", new QueryClient(), loaders);
    expect(asked).toEqual(["policy p-7"]);
    await preloadPage("/contact-us", new QueryClient(), loaders);
    expect(asked).toEqual(["policy p-7"]);
  });
});
