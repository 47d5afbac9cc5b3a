import { Button, Group } from "@mantine/core";

/** Cancel and the submit button at the foot of a console form or dialog. */
export function FormButtons({
  label,
  saving,
  onCancel,
  color,
  disabled,
}: {
  label: string;
  saving: boolean;
  onCancel: () => void;
  /** The submit button's colour, as red for Suspend. */
  color?: string;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={saving} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
