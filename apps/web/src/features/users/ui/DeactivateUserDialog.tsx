import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../employees/ui/ConfirmDialog";
import type { UserActions } from "../use-user-actions";
import { fullName } from "../user-rules";

/** Deactivate asks first: what it does, and that it can be undone. */
export function DeactivateUserDialog({ actions }: { actions: UserActions }) {
  const user = actions.confirming;
  return (
    <ConfirmDialog
      opened={user !== null}
      title="Deactivate this user?"
      confirmLabel="Deactivate"
      danger
      pending={user !== null && actions.isRunning("deactivate", user)}
      onCancel={actions.cancelDeactivate}
      onConfirm={actions.confirmDeactivate}
    >
      <Text>
        <strong>{user ? fullName(user) : ""}</strong> will be signed out at once and will no longer be able to
        sign in. Everything they wrote keeps their name, and you can restore them from Deleted users at any
        time.
      </Text>
    </ConfirmDialog>
  );
}
