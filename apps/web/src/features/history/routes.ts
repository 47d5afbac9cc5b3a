import type { RouteObject } from "react-router";

/** The History screen (spec 000 §2 /history), under /company. */
export const historyCompanyPages: Readonly<Record<string, RouteObject["lazy"]>> = {
  history: async () => ({ Component: (await import("./pages/HistoryPage")).HistoryPage }),
};
