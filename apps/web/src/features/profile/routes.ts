import type { RouteObject } from "react-router";

const profile: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/ProfilePage")).ProfilePage,
});
const settings: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/DocumentSettingsPage")).DocumentSettingsPage,
});

/** The company-app screens of the organisation profile and document settings, by their path under /company. */
export const profileCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = { profile, settings };
