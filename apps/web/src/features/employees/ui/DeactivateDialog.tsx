import { Text } from "@mantine/core";
import { fullName } from "../employee-rules";
import type { EmployeeActions } from "../use-employee-actions";
import { ConfirmDialog } from "./ConfirmDialog";

/** Deactivate asks first: what it does, and that it can be undone. */
export function DeactivateDialog({ actions }: { actions: EmployeeActions }) {
  const employee = actions.confirming;
  return (
    <ConfirmDialog
      opened={employee !== null}
      title="Deactivate this employee?"
      confirmLabel="Deactivate"
      danger
      pending={employee !== null && actions.isRunning("deactivate", employee)}
      onCancel={actions.cancelDeactivate}
      onConfirm={actions.confirmDeactivate}
    >
      <Text>
        <strong>{employee ? fullName(employee) : ""}</strong> will be signed out and will no longer be able to
        sign in. Their policy assignments and acknowledgements are kept, and you can restore them from Deleted
        employees at any time.
      </Text>
    </ConfirmDialog>
  );
}
