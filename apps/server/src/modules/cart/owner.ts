import { isAbsent } from "@cloudoc/contract";
import type { FastifyRequest } from "fastify";
import { companyOf } from "../../platform/auth";
import { forbidden } from "../../platform/envelope";

/** Whose cart (and whose company's orders) a call is about. */
export interface CartOwner {
  userId: string;
  companyId: string;
}

/**
 * The caller and their company, from the session only (DESIGN §5). A userId in the payload that
 * names anyone else is refused with 403; employees and platform admins have no cart.
 */
export function cartOwnerOf(request: FastifyRequest, claimedUserId?: string | null): CartOwner {
  const { companyId, userId, session } = companyOf(request);
  if (session.role !== "company" && session.role !== "user") throw forbidden();
  if (!isAbsent(claimedUserId) && claimedUserId !== userId) throw forbidden();
  return { companyId, userId };
}
