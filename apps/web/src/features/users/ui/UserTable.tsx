import type { SystemUser, UserManager } from "@cloudoc/contract";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconRestore } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../admin/ui/DataTable";
import { recordState, userPaths } from "../paths";
import type { UserActions } from "../use-user-actions";
import { fullName, userActionsFor } from "../user-rules";
import { RegistrationBadge, RoleBadge } from "./UserBadges";
import { UserRowMenu } from "./UserRowMenu";

interface UserTableProps {
  users: readonly SystemUser[];
  /** Active users, or the deactivated ones with Restore. */
  mode: "active" | "deleted";
  manager: UserManager;
  actions: UserActions;
}

function NameCell({ user }: { user: SystemUser }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={userPaths.view} state={recordState(user._id)} fw={600}>
        {fullName(user)}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {user.email}
      </Text>
    </Stack>
  );
}

/** What a staff user holds, in short: the count, or "Everything" for an owner. */
function PermissionsCell({ user }: { user: SystemUser }) {
  if (user.role === "company") return <Text size="sm">Everything</Text>;
  if (user.permission.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  const shown = user.permission.slice(0, 3).join(", ");
  const more = user.permission.length - 3;
  return <Text size="sm">{more > 0 ? `${shown} and ${more} more` : shown}</Text>;
}

function RestoreButton({ user, actions }: { user: SystemUser; actions: UserActions }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRestore size={16} aria-hidden="true" />}
      loading={actions.isRunning("restore", user)}
      onClick={() => actions.restore(user)}
      style={{ flexShrink: 0 }}
      aria-label={`Restore ${fullName(user)}`}
    >
      Restore
    </Button>
  );
}

function Trailing({ user, mode, manager, actions }: Omit<UserTableProps, "users"> & { user: SystemUser }) {
  if (mode === "active") return <UserRowMenu user={user} manager={manager} actions={actions} />;
  return userActionsFor(manager, user).restore ? <RestoreButton user={user} actions={actions} /> : null;
}

function columnsFor(props: Omit<UserTableProps, "users">): Column<SystemUser>[] {
  const name: Column<SystemUser> = { header: "Name", cell: (u) => <NameCell user={u} /> };
  const role: Column<SystemUser> = { header: "Role", cell: (u) => <RoleBadge role={u.role} /> };
  const trailing: Column<SystemUser> = {
    header: actionsHeader,
    cell: (u) => <Trailing user={u} {...props} />,
  };
  if (props.mode === "deleted") {
    return [name, role, { header: "Deactivated on", cell: (u) => formatDate(u.deactivatedAt) }, trailing];
  }
  return [
    name,
    role,
    { header: "Permissions", cell: (u) => <PermissionsCell user={u} />, td: { maw: 320 } },
    { header: "Sign-in", cell: (u) => <RegistrationBadge state={u.registration} /> },
    { header: "Last signed in", cell: (u) => formatDate(u.lastSignInAt) || "Not yet" },
    trailing,
  ];
}

/** One user as a card (phones). */
function UserCard({ user, trailing }: { user: SystemUser; trailing: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <NameCell user={user} />
          <Group gap={6}>
            <RoleBadge role={user.role} />
            {user.deactivatedAt === null && <RegistrationBadge state={user.registration} />}
          </Group>
          {user.deactivatedAt === null ? (
            <PermissionsCell user={user} />
          ) : (
            <Text size="sm" c="dimmed">
              Deactivated on {formatDate(user.deactivatedAt)}
            </Text>
          )}
        </Stack>
        {trailing}
      </Group>
    </Paper>
  );
}

/** The users of a page: a table on wide screens, cards on phones. */
export function UserTable(props: UserTableProps) {
  const small = useMediaQuery("(max-width: 47.99em)") ?? false;
  const { users, ...rest } = props;
  if (small) {
    return (
      <Stack gap="xs">
        {users.map((user) => (
          <UserCard key={user._id} user={user} trailing={<Trailing user={user} {...rest} />} />
        ))}
      </Stack>
    );
  }
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user._id}
      columns={columnsFor(rest)}
      label={props.mode === "deleted" ? "Deleted users" : "System users"}
      minWidth={860}
    />
  );
}
