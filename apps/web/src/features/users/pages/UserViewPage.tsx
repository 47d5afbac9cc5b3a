import type { SystemUser, UserManager } from "@cloudoc/contract";
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconActivity, IconMailForward, IconPencil, IconRestore, IconUserOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { LoadError } from "../../../ui/States";
import { tone } from "../../employees/ui/tone";
import { recordState, userPaths } from "../paths";
import { BackToUsers } from "../ui/BackToUsers";
import { DeactivateUserDialog } from "../ui/DeactivateUserDialog";
import { HeldPermissions } from "../ui/HeldPermissions";
import { NoUser } from "../ui/NoUser";
import { RecentActivity } from "../ui/RecentActivity";
import { RegistrationBadge, RoleBadge } from "../ui/UserBadges";
import { UsersFrame } from "../ui/UsersFrame";
import { useChosenUser } from "../use-chosen-user";
import { useManager } from "../use-manager";
import { type UserActions, useUserActions } from "../use-user-actions";
import { fullName, inviteLabel, registrationView, userActionsFor } from "../user-rules";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

function Actions({
  user,
  manager,
  actions,
}: {
  user: SystemUser;
  manager: UserManager;
  actions: UserActions;
}) {
  const allowed = userActionsFor(manager, user);
  return (
    <>
      {allowed.restore && (
        <Button
          leftSection={<IconRestore size={18} aria-hidden="true" />}
          loading={actions.isRunning("restore", user)}
          onClick={() => actions.restore(user)}
        >
          Restore
        </Button>
      )}
      {allowed.edit && (
        <Button
          component={Link}
          to={userPaths.edit}
          state={recordState(user._id)}
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden="true" />}
        >
          Edit
        </Button>
      )}
      {allowed.invite && (
        <Button
          variant="light"
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          loading={actions.isRunning("invite", user)}
          onClick={() => actions.invite(user)}
        >
          {inviteLabel(user)}
        </Button>
      )}
      {allowed.deactivate && (
        <Button
          {...tone("red.9")}
          variant="light"
          leftSection={<IconUserOff size={18} aria-hidden="true" />}
          onClick={() => actions.askDeactivate(user)}
        >
          Deactivate
        </Button>
      )}
    </>
  );
}

function Details({ user }: { user: SystemUser }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <Fact label="Email">{user.email}</Fact>
          <Fact label="Phone">{user.phone || "Not given"}</Fact>
          <Fact label="Role">
            <RoleBadge role={user.role} />
          </Fact>
          <Fact label="Sign-in">
            <Stack gap={4}>
              <RegistrationBadge state={user.registration} />
              <Text size="sm">{registrationView(user.registration).explanation}</Text>
              {user.registration === "invited" && user.invitationExpiresAt && (
                <Text size="sm">The link works until {formatDate(user.invitationExpiresAt)}.</Text>
              )}
            </Stack>
          </Fact>
          <Fact label="Last signed in">{formatDate(user.lastSignInAt) || "Not yet"}</Fact>
          <Fact label="Added on">
            {formatDate(user.createdAt)}
            {user.invitedBy ? ` by ${user.invitedBy}` : ""}
          </Fact>
          {user.deactivatedAt && <Fact label="Deactivated on">{formatDate(user.deactivatedAt)}</Fact>}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function UserDetails({ user, manager }: { user: SystemUser; manager: UserManager }) {
  const actions = useUserActions();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Actions user={user} manager={manager} actions={actions} />
      </Group>
      <Details user={user} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Permissions
          </Title>
          <HeldPermissions user={user} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Recent activity
          </Title>
          <RecentActivity actorUserId={user._id} />
          <Button
            component={Link}
            to={userPaths.activity}
            state={{ actorUserId: user._id }}
            variant="light"
            leftSection={<IconActivity size={18} aria-hidden="true" />}
            style={{ alignSelf: "flex-start" }}
          >
            All of {fullName(user)}'s activity
          </Button>
        </Stack>
      </Paper>
      <DeactivateUserDialog actions={actions} />
    </Stack>
  );
}

/** /company/users/view: a user's details, permissions and recent activity. */
export function UserViewPage() {
  const manager = useManager();
  const { id, user } = useChosenUser(manager !== undefined);
  return (
    <UsersFrame
      title="User details"
      heading={user.data ? fullName(user.data) : "User details"}
      above={<BackToUsers />}
    >
      {(signedInManager) => (
        <>
          {!id && <NoUser />}
          {id && user.isPending && <Skeleton height={420} aria-label="Loading the user" />}
          {user.isError && (
            <LoadError
              title="The user could not be loaded"
              error={user.error}
              onRetry={() => void user.refetch()}
            />
          )}
          {user.data && <UserDetails user={user.data} manager={signedInManager} />}
        </>
      )}
    </UsersFrame>
  );
}
