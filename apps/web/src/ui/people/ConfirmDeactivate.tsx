import { Text } from "@mantine/core";
import { ConfirmDialog } from "../ConfirmDialog";
import type { PersonActions } from "./use-person-actions";

/** Deactivate asks first: who, what it does, and that it can be undone. */
export function ConfirmDeactivate<P extends { _id: string }>({
  actions,
  title,
  nameOf,
  consequence,
}: {
  actions: PersonActions<P>;
  title: string;
  nameOf: (person: P) => string;
  /** What happens to them, after their name. */
  consequence: string;
}) {
  const person = actions.confirming;
  return (
    <ConfirmDialog
      opened={person !== null}
      title={title}
      confirmLabel="Deactivate"
      danger
      pending={person !== null && actions.isRunning("deactivate", person)}
      onCancel={actions.cancelDeactivate}
      onConfirm={actions.confirmDeactivate}
    >
      <Text>
        <strong>{person ? nameOf(person) : ""}</strong> {consequence}
      </Text>
    </ConfirmDialog>
  );
}
