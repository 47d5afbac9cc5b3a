import type { SystemUser, UserManager } from "@cloudoc/contract";
import { Group, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format";
import { actionsHeader, type Column } from "../../../ui/DataTable";
import { PeopleTable, PersonCell } from "../../../ui/people/PeopleTable";
import { RowRestoreButton } from "../../../ui/people/RecordButtons";
import { userPaths } from "../paths";
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

const NameCell = ({ user }: { user: SystemUser }) => (
  <PersonCell name={fullName(user)} email={user.email} to={userPaths.view} id={user._id} />
);

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

function Trailing({ user, mode, manager, actions }: Omit<UserTableProps, "users"> & { user: SystemUser }) {
  if (mode === "active") return <UserRowMenu user={user} manager={manager} actions={actions} />;
  return userActionsFor(manager, user).restore ? (
    <RowRestoreButton name={fullName(user)} {...actions.button("restore", user)} />
  ) : null;
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

/** One user on a phone: name, role, sign-in and permissions (or when they were deactivated). */
function CardBody({ user }: { user: SystemUser }) {
  return (
    <>
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
    </>
  );
}

/** The users of a page: a table on wide screens, cards on phones. */
export function UserTable({ users, ...rest }: UserTableProps) {
  return (
    <PeopleTable
      rows={users}
      columns={columnsFor(rest)}
      label={rest.mode === "deleted" ? "Deleted users" : "System users"}
      minWidth={860}
      card={(user) => ({ body: <CardBody user={user} />, trailing: <Trailing user={user} {...rest} /> })}
    />
  );
}
