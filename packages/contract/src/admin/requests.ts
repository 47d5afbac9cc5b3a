/** Schemas, messages and audit actions of the admin console's requests area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminRequestAuditActions = [] as const;
