/** Schemas, messages and audit actions of the admin console's security area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminSecurityAuditActions = [] as const;
