import { lazy, Suspense, useState } from "react";
import { useSession } from "../../../lib/use-session";
import { hasUnreadPolicies, unreadDismissedKey } from "../../home/modal-rules";

/** The home page's dialog: the same popup, the same words (spec 000 §2). */
const HomeModalDialog = lazy(() => import("../../home/HomeModalDialog"));

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(unreadDismissedKey) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(unreadDismissedKey, "1");
  } catch {
    // Without storage it may show again on the next visit, which is harmless.
  }
}

/**
 * The unread-policy popup (spec 000 §3, §4: an employee with any assigned policy of status 0):
 * 'You have an unread policies. You must read the Policies/documents.' with Cancel and Go to
 * policies; once a session, shared with the home page's.
 */
export function UnreadPoliciesPopup({ statuses }: { statuses: readonly { status: number }[] | undefined }) {
  const session = useSession();
  const [dismissed, setDismissed] = useState(dismissedThisSession);
  if (dismissed || !hasUnreadPolicies(session.userRole, { assignedpolicyDocuments: statuses })) return null;
  const close = () => {
    rememberDismissed();
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <HomeModalDialog kind="unread" offer={undefined} purchase={null} onClose={close} />
    </Suspense>
  );
}
