import { usersMessages } from "@cloudoc/contract";
import { forbidden } from "../../platform/envelope";

/**
 * What the sign-in asks of the users module: a deactivated owner or staff user may not sign in
 * (told only after the right password, like a suspended company). Anyone else passes.
 */
export function refuseDeactivatedUser(user: { role: string; deactivatedAt: Date | null }): void {
  if (user.role === "employee" || !user.deactivatedAt) return;
  throw forbidden(usersMessages.accountDeactivated);
}
