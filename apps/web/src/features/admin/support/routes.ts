import type { RouteObject } from "react-router";

const support: RouteObject["lazy"] = async () => ({
  Component: (await import("./pages/SupportPage")).SupportPage,
});

/** The console's Support area: live chats and help requests, by their path under /admin. */
export const adminSupportPages: Readonly<Record<string, RouteObject["lazy"]>> = { support };
