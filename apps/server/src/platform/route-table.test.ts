import { type RouteDefinition, routeKey, routes } from "@cloudoc/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { requireTableRoutes, serve } from "./routes";

/** The route table is the API (DESIGN §4): the server registers from it, nothing else. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const table: RouteDefinition[] = Object.values(routes);

describe("the route table", () => {
  it.each(table.map((d) => [routeKey(d), d] as const))(
    "%s has a handler (a table entry with no handler fails this test)",
    (_key, definition) => {
      expect(t.app.hasRoute({ method: definition.method, url: `/api${definition.path}` })).toBe(true);
    },
  );

  it("documents every call in the OpenAPI at /api/docs", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = reply.json().paths as Record<string, Record<string, unknown>>;
    const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;
    const missing = table.filter((d) => !paths[openApiPath(d.path)]?.[d.method.toLowerCase()]);
    expect(missing.map(routeKey)).toEqual([]);
  });

  it("refuses to register an /api route that is not in the table", async () => {
    const app = Fastify();
    requireTableRoutes(app);
    await expect(
      app.register(
        async (api) => {
          api.post("/user/not-in-the-table", async () => ({}));
        },
        { prefix: "/api" },
      ),
    ).rejects.toThrow(/not in the contract's route table/);
  });

  it("refuses a table entry registered under another path", async () => {
    const app = Fastify();
    requireTableRoutes(app);
    const moved = { ...routes.createFolder, path: "/user/moved" };
    await expect(
      app.register(
        async (api) => {
          serve(api, moved, async () => ({ status: 1 as const, response: "", data: {} as never }));
        },
        { prefix: "/api" },
      ),
    ).rejects.toThrow(/not in the contract's route table/);
  });
});
