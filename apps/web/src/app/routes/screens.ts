import type { QueryClient } from "@tanstack/react-query";
import type { Params, RouteObject } from "react-router";
import type { PageInfo } from "../pages";

/** A screen of the route tree, loaded when its route is first shown. */
export type Screen = RouteObject["lazy"];

/**
 * Asks for the data a screen shows first (with the query key the screen reads), so that on the
 * first load it is fetched alongside the screen's code rather than after it (issue 20).
 */
export type ScreenData = (params: Params, client: QueryClient) => void;

/** A route's handle: what app/router.tsx `preloadPage` finds on the matched routes. */
export interface ScreenHandle {
  data?: ScreenData;
}

/** What a path with no screen shows (none should: `screenlessPages` is tested to be empty). */
const notFoundScreen: Screen = async () => ({
  Component: (await import("../../features/notfound/NotFoundPage")).NotFoundPage,
});

/** The route of one screen at `path`, with the data it shows first (if any). */
function screenRoute(path: string, lazy: Screen, data: Readonly<Record<string, ScreenData>>): RouteObject {
  const handle: ScreenHandle = { data: data[path] };
  return { path, lazy, handle };
}

/** A page of the specification's list, with its screen. */
export const pageRoute = (
  screens: Readonly<Record<string, Screen>>,
  info: PageInfo,
  data: Readonly<Record<string, ScreenData>> = {},
): RouteObject => screenRoute(info.path, screens[info.path] ?? notFoundScreen, data);

export function notFound(path: string): RouteObject {
  return { path, lazy: notFoundScreen };
}

/** Routes of a table of screens by path (those not on the specification's lists). */
export const extraRoutes = (
  screens: Readonly<Record<string, Screen>>,
  data: Readonly<Record<string, ScreenData>> = {},
): RouteObject[] => Object.entries(screens).map(([path, lazy]) => screenRoute(path, lazy, data));
