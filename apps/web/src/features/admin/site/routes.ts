import type { RouteObject } from "react-router";

/** The console's site settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, document updates, by their path under /admin. */
export const adminSitePages: Readonly<Record<string, RouteObject["lazy"]>> = {
  settings: async () => ({ Component: (await import("./pages/SettingsPage")).SettingsPage }),
  pages: async () => ({ Component: (await import("./pages/PagesPage")).PagesPage }),
  faqs: async () => ({ Component: (await import("./pages/FaqsPage")).FaqsPage }),
  knowledge: async () => ({ Component: (await import("./pages/KnowledgePage")).KnowledgePage }),
  testimonials: async () => ({ Component: (await import("./pages/TestimonialsPage")).TestimonialsPage }),
  samples: async () => ({ Component: (await import("./pages/SamplesPage")).SamplesPage }),
  "document-updates": async () => ({
    Component: (await import("./pages/DocumentUpdatesPage")).DocumentUpdatesPage,
  }),
};
