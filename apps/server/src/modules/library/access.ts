import { canInLibrary, isAbsent, type LibraryAction, type OwnedRecord } from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import { requestOrigin } from "../../platform/audit/audit";
import { companyOf } from "../../platform/auth";
import { forbidden } from "../../platform/envelope";
import type { SessionUser } from "../accounts/sessions";

export type { LibraryAction, OwnedRecord as Owned } from "@cloudoc/contract";

/** The contract's library rule (shared with the web, which hides what it would refuse). */
export function can(session: SessionUser, action: LibraryAction, record?: OwnedRecord): boolean {
  return canInLibrary(
    { role: session.role, permissions: session.permissions, userId: session.userId },
    action,
    record,
  );
}

export function assertCan(session: SessionUser, action: LibraryAction, record?: OwnedRecord): void {
  if (!can(session, action, record)) throw forbidden();
}

/** Who acts, for which company, from where: always from the session (DESIGN §5). */
export interface Actor {
  companyId: string;
  userId: string;
  session: SessionUser;
  origin: { ip: string | null; userAgent: string | null };
}

/**
 * The acting user of a library call. A userId in the payload naming anyone else is refused, and
 * so is anyone who may not read the library (employees, admins, staff without Documents).
 */
export function actorOf(request: FastifyRequest, claimedUserId?: string | null): Actor {
  const { companyId, userId, session } = companyOf(request);
  if (!isAbsent(claimedUserId) && claimedUserId !== userId) throw forbidden();
  assertCan(session, "read");
  return { companyId, userId, session, origin: requestOrigin(request) };
}

/**
 * Library routes declare that they need a session; which permission each action needs depends
 * on the record (who created it), so the services check it with `can` (DESIGN §5).
 */
export const libraryAccess = { access: "signedIn" } as const;

/** The audit fields every library change carries. */
export const auditBy = (actor: Actor) => ({
  companyId: actor.companyId,
  actorUserId: actor.userId,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});
