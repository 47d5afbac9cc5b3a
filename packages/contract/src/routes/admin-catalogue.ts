/** The console's catalogue: countries, service types, regulators, packages with their folder trees. */
export const adminCatalogueRoutes = {};
