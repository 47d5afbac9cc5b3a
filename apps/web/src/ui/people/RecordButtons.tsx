import { Button } from "@mantine/core";
import { type Icon, IconMailForward, IconPencil, IconRestore, IconUserOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { recordState } from "./record-state";

/** Edit, beside a record's heading: opens its edit page. */
export function EditButton({ to, id }: { to: string; id: string }) {
  return (
    <Button
      component={Link}
      to={to}
      state={recordState(id)}
      variant="default"
      leftSection={<IconPencil size={18} aria-hidden="true" />}
    >
      Edit
    </Button>
  );
}

/** Deactivate, delete: red text on a light red, asking first (the caller's confirm). */
export function DangerButton({
  icon: ButtonIcon,
  onClick,
  children,
}: {
  icon: Icon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<ButtonIcon size={18} aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A button that runs a call at once, busy while it runs. */
export interface RunButton {
  running: boolean;
  onClick: () => void;
}

interface PersonButtonsProps {
  restore?: RunButton;
  /** The edit page. */
  edit?: { to: string; id: string };
  invite?: RunButton & { label: string };
  deactivate?: () => void;
}

/** The buttons of a person's page (a user, an employee), those the rules allow, in this order. */
export function PersonButtons({ restore, edit, invite, deactivate }: PersonButtonsProps) {
  return (
    <>
      {restore && (
        <Button
          leftSection={<IconRestore size={18} aria-hidden="true" />}
          loading={restore.running}
          onClick={restore.onClick}
        >
          Restore
        </Button>
      )}
      {edit && <EditButton to={edit.to} id={edit.id} />}
      {invite && (
        <Button
          variant="light"
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          loading={invite.running}
          onClick={invite.onClick}
        >
          {invite.label}
        </Button>
      )}
      {deactivate && (
        <DangerButton icon={IconUserOff} onClick={deactivate}>
          Deactivate
        </DangerButton>
      )}
    </>
  );
}

/** Restore in a row of deactivated people, named after the person for screen readers. */
export function RowRestoreButton({ name, running, onClick }: RunButton & { name: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRestore size={16} aria-hidden="true" />}
      loading={running}
      onClick={onClick}
      style={{ flexShrink: 0 }}
      aria-label={`Restore ${name}`}
    >
      Restore
    </Button>
  );
}
