import { ConfirmDeactivate } from "../../../ui/people/ConfirmDeactivate";
import type { UserActions } from "../use-user-actions";
import { fullName } from "../user-rules";

/** Deactivate asks first: what it does, and that it can be undone. */
export function DeactivateUserDialog({ actions }: { actions: UserActions }) {
  return (
    <ConfirmDeactivate
      actions={actions}
      title="Deactivate this user?"
      nameOf={fullName}
      consequence="will be signed out at once and will no longer be able to sign in. Everything they wrote keeps their name, and you can restore them from Deleted users at any time."
    />
  );
}
