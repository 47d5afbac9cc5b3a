/** Schemas, messages and audit actions of the admin console's companies area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminCompanyAuditActions = [] as const;
