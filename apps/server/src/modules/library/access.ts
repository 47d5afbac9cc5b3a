import { isAbsent, type Permission, permissions } from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import { requestOrigin } from "../../platform/audit/audit";
import { companyOf } from "../../platform/auth";
import { forbidden } from "../../platform/envelope";
import type { SessionUser } from "../accounts/sessions";

/** What a user does in the company document library (spec 000 §6, spec 001 §6). */
export type LibraryAction =
  | "read"
  | "bin"
  | "createDocument"
  | "createFolder"
  | "editDocument"
  | "editFolder"
  | "deleteDocument"
  | "deleteFolder";

/**
 * For a staff user (role user): the permissions that allow each action, any one being enough,
 * for records the user created (`own`) and for everyone else's (`others`, which includes the
 * documents and folders filled from the library). "always" needs nothing beyond reading. The
 * owner may do everything; employees and platform admins nothing. Every action needs `read` too.
 */
const rules: Record<LibraryAction, { own: readonly Permission[] | "always"; others: readonly Permission[] }> =
  {
    read: {
      own: [permissions.documents, permissions.manageUsers],
      others: [permissions.documents, permissions.manageUsers],
    },
    bin: {
      own: [permissions.bin, permissions.manageUsers],
      others: [permissions.bin, permissions.manageUsers],
    },
    createDocument: { own: [permissions.addDocument], others: [permissions.addDocument] },
    createFolder: { own: [permissions.addFolder], others: [permissions.addFolder] },
    editDocument: { own: "always", others: [permissions.editAll] },
    editFolder: { own: "always", others: [permissions.editAll] },
    deleteDocument: {
      own: [permissions.deleteAnyDocument, permissions.deleteOwnDocuments],
      others: [permissions.deleteAnyDocument],
    },
    deleteFolder: {
      own: [permissions.deleteAnyFolder, permissions.deleteOwnFolders],
      others: [permissions.deleteAnyFolder, permissions.deleteFoldersOfOthers],
    },
  };

/** The record an action is about: who created it (null for what the library filled). */
export interface Owned {
  createdBy: string | null;
}

export function can(session: SessionUser, action: LibraryAction, record?: Owned): boolean {
  if (session.role === "company") return true;
  if (session.role !== "user") return false;
  const held = (list: readonly Permission[]) => list.some((p) => session.permissions.includes(p));
  if (action !== "read" && !can(session, "read")) return false;
  const rule = rules[action];
  const own = record === undefined || (record.createdBy !== null && record.createdBy === session.userId);
  const needed = own ? rule.own : rule.others;
  return needed === "always" || held(needed);
}

export function assertCan(session: SessionUser, action: LibraryAction, record?: Owned): void {
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
