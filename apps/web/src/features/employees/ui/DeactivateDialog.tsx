import { ConfirmDeactivate } from "../../../ui/people/ConfirmDeactivate";
import { fullName } from "../employee-rules";
import type { EmployeeActions } from "../use-employee-actions";

/** Deactivate asks first: what it does, and that it can be undone. */
export function DeactivateDialog({ actions }: { actions: EmployeeActions }) {
  return (
    <ConfirmDeactivate
      actions={actions}
      title="Deactivate this employee?"
      nameOf={fullName}
      consequence="will be signed out and will no longer be able to sign in. Their policy assignments and acknowledgements are kept, and you can restore them from Deleted employees at any time."
    />
  );
}
