import type { RouteObject } from "react-router";
import type { PageInfo } from "../pages";

/** A screen of the route tree, loaded when its route is first shown. */
export type Screen = RouteObject["lazy"];

/** What a path with no screen shows (none should: `screenlessPages` is tested to be empty). */
const notFoundScreen: Screen = async () => ({
  Component: (await import("../../features/notfound/NotFoundPage")).NotFoundPage,
});

/** A page of the specification's list, with its screen. */
export function pageRoute(screens: Readonly<Record<string, Screen>>, info: PageInfo): RouteObject {
  return { path: info.path, lazy: screens[info.path] ?? notFoundScreen };
}

export function notFound(path: string): RouteObject {
  return { path, lazy: notFoundScreen };
}

/** Routes of a table of screens by path (those not on the specification's lists). */
export const extraRoutes = (screens: Readonly<Record<string, Screen>>): RouteObject[] =>
  Object.entries(screens).map(([path, lazy]) => ({ path, lazy }));
