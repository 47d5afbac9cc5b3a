/** Schemas, messages and audit actions of the admin console's catalogue area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminCatalogueAuditActions = [] as const;
