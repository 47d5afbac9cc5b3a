import type { RouteObject } from "react-router";

/** The console's site settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, document updates, by their path under /admin. */
export const adminSitePages: Readonly<Record<string, RouteObject["lazy"]>> = {};
