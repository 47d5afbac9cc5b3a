/** Schemas, messages and audit actions of the admin console's site area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminSiteAuditActions = [] as const;
