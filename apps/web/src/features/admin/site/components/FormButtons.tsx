import { Button, Group } from "@mantine/core";

/** Cancel and the submit button at the foot of a console form. */
export function FormButtons({
  label,
  saving,
  onCancel,
}: {
  label: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
