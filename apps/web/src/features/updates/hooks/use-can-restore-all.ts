import { useCompanyState, useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";
import { canRestoreAll } from "../restore-all-rules";

/** Whether the company header offers Restore All to the signed-in user (spec 000 §2, §6). */
export function useCanRestoreAll(): boolean {
  const data = useSession();
  const companyState = useCompanyState();
  const profile = useUserProfile();
  return canRestoreAll({
    role: data.userRole,
    permissions: data.user_permission ?? [],
    companyState,
    profile,
  });
}
