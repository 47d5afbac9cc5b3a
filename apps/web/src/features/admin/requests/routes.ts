import type { RouteObject } from "react-router";

/** The console's requests from companies: profile edit requests, reported issues, contact messages, demo bookings, by their path under /admin. */
export const adminRequestPages: Readonly<Record<string, RouteObject["lazy"]>> = {};
