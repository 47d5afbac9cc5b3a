import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { errorText } from "../States";

/** What went wrong, in red, read out at once (a failed save, a file that cannot be read). */
export function FailureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
      {children}
    </Alert>
  );
}

/** What an add or edit page gives its form; `initial` is the stored record when editing. */
export interface RecordFormProps<V> {
  initial?: V;
  saving: boolean;
  /** Why saving failed: the server's message, and its word on each field. Null when it did not. */
  failure: Error | null;
  submitLabel: string;
  onSubmit: (values: V) => void;
  onCancel: () => void;
}

/** The end of an add or edit form: why saving failed, if it did, then Cancel and the submit button. */
export function FormFooter({
  failure,
  saving,
  submitLabel,
  onCancel,
}: Omit<RecordFormProps<unknown>, "initial" | "onSubmit">) {
  return (
    <>
      {failure && (
        <FailureAlert>
          <Text size="sm">{errorText(failure)}</Text>
        </FailureAlert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
