import { canInLibrary, type LibraryAction, type OwnedRecord } from "@cloudoc/contract";
import type { CompanyActor, SessionUser } from "../../platform/actor";
import { forbidden } from "../../platform/envelope";

export type { LibraryAction, OwnedRecord as Owned } from "@cloudoc/contract";
export { auditBy } from "../../platform/actor";

/** Who acts in the library: the route table resolved them from the session (DESIGN §5). */
export type Actor = CompanyActor;

/** The contract's library rule (shared with the web, which hides what it would refuse). */
export function can(session: SessionUser, action: LibraryAction, record?: OwnedRecord): boolean {
  return canInLibrary(
    { role: session.role, permissions: session.permissions, userId: session.userId },
    action,
    record,
  );
}

/** The record-level check: the route let the caller in; who created the record decides the rest. */
export function assertCan(session: SessionUser, action: LibraryAction, record?: OwnedRecord): void {
  if (!can(session, action, record)) throw forbidden();
}
