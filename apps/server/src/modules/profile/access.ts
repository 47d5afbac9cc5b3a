import { isAbsent, permissions } from "@cloudoc/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { requestOrigin } from "../../platform/audit/audit";
import { companyOf } from "../../platform/auth";
import type { Executor } from "../../platform/db/client";
import { forbidden } from "../../platform/envelope";
import type { SessionUser } from "../accounts/sessions";
import { users } from "../accounts/tables";

/** Reading the profile, settings and variables: any signed-in member; the service narrows it. */
export const profileRead = { access: "signedIn" } as const;
/** Changing them: the owner, or staff with the Settings permission (spec 000 §6); never employees. */
export const profileChange = { access: { permission: permissions.settings } } as const;

export function mayChangeProfile(session: SessionUser): boolean {
  if (session.role === "company") return true;
  return session.role === "user" && session.permissions.includes(permissions.settings);
}

/** Who acts on the profile, for which company, from where: always from the session. */
export interface ProfileActor {
  companyId: string;
  userId: string;
  session: SessionUser;
  origin: { ip: string | null; userAgent: string | null };
}

/**
 * The acting owner or staff user. Employees (and admins) are refused. A userId in the payload
 * may name the caller or anyone of the same company (the legacy client sends the owner's id as
 * the company's profile id); anyone else is refused (DESIGN §5).
 */
export async function profileActor(
  db: Executor,
  request: FastifyRequest,
  claimedUserId?: string | null,
): Promise<ProfileActor> {
  const { companyId, userId, session } = companyOf(request);
  if (session.role !== "company" && session.role !== "user") throw forbidden();
  if (!isAbsent(claimedUserId) && claimedUserId !== userId) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!claimedUserId || !uuid.test(claimedUserId)) throw forbidden();
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, claimedUserId), eq(users.companyId, companyId)));
    if (!member) throw forbidden();
  }
  return { companyId, userId, session, origin: requestOrigin(request) };
}

/** The audit fields every profile change carries. */
export const auditBy = (actor: ProfileActor) => ({
  companyId: actor.companyId,
  actorUserId: actor.userId,
  ip: actor.origin.ip,
  userAgent: actor.origin.userAgent,
});
