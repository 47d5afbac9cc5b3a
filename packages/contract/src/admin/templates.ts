/** Schemas, messages and audit actions of the admin console's templates area. */

/** The audit actions this area writes (joined into AuditAction). */
export const adminTemplateAuditActions = [] as const;
