import type { SystemUser, UserManager } from "@cloudoc/contract";
import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconActivity } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { Fact, Section } from "../../../ui/people/Facts";
import { PersonButtons } from "../../../ui/people/RecordButtons";
import { userPaths, usersList } from "../paths";
import { BackToUsers } from "../ui/BackToUsers";
import { DeactivateUserDialog } from "../ui/DeactivateUserDialog";
import { HeldPermissions } from "../ui/HeldPermissions";
import { RecentActivity } from "../ui/RecentActivity";
import { RegistrationBadge, RoleBadge } from "../ui/UserBadges";
import { UsersFrame } from "../ui/UsersFrame";
import { useChosenUser } from "../use-chosen-user";
import { useManager } from "../use-manager";
import { type UserActions, useUserActions } from "../use-user-actions";
import { fullName, inviteLabel, registrationView, userActionsFor } from "../user-rules";

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
    <PersonButtons
      restore={allowed.restore ? actions.button("restore", user) : undefined}
      edit={allowed.edit ? { to: userPaths.edit, id: user._id } : undefined}
      invite={allowed.invite ? { label: inviteLabel(user), ...actions.button("invite", user) } : undefined}
      deactivate={allowed.deactivate ? () => actions.askDeactivate(user) : undefined}
    />
  );
}

function Details({ user }: { user: SystemUser }) {
  return (
    <Section title="Details">
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
    </Section>
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
      <Section title="Permissions">
        <HeldPermissions user={user} />
      </Section>
      <Section title="Recent activity">
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
      </Section>
      <DeactivateUserDialog actions={actions} />
    </Stack>
  );
}

/** /company/users/view: a user's details, permissions and recent activity. */
export function UserViewPage() {
  const manager = useManager();
  const user = useChosenUser(manager !== undefined);
  return (
    <UsersFrame
      title="User details"
      heading={user.query.data ? fullName(user.query.data) : "User details"}
      above={<BackToUsers />}
    >
      {(signedInManager) => (
        <ChosenRecord {...user} noun="user" list={usersList} loadingHeight={420}>
          {(chosen) => <UserDetails user={chosen} manager={signedInManager} />}
        </ChosenRecord>
      )}
    </UsersFrame>
  );
}
