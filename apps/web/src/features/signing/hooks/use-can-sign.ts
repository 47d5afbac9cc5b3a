import { isMenuEntryVisible } from "@cloudoc/contract";
import { menuContextOf } from "../../../lib/menu-rules";
import { useCompanyState, useUserProfile } from "../../../lib/use-account";
import { useSession } from "../../../lib/use-session";

/**
 * Whether the signed-in user may send documents for signature: the side menu's DocuSign rule
 * (spec 000 §6: the pro package, and for staff the DocuSign permission), so a button shows where
 * the menu entry does.
 */
export function useCanSign(): boolean {
  const data = useSession();
  const profile = useUserProfile();
  const companyState = useCompanyState();
  const context = menuContextOf({
    role: data.userRole,
    permissions: data.user_permission,
    companyState,
    profile,
  });
  return isMenuEntryVisible("docusign", context);
}
