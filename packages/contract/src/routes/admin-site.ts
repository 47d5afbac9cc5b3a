/** The console's site: settings, promo, fees, legal pages, FAQ, knowledge base, testimonials, samples, updates feed. */
export const adminSiteRoutes = {};
