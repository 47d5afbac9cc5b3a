import type { UserManager } from "@cloudoc/contract";
import { Button, Stack } from "@mantine/core";
import { IconActivity, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PagedList, SearchBox } from "../../../ui/people/PagedList";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState } from "../../../ui/States";
import { userPaths } from "../paths";
import { DeactivateUserDialog } from "../ui/DeactivateUserDialog";
import { UsersFrame } from "../ui/UsersFrame";
import { UserTable } from "../ui/UserTable";
import { useUserActions } from "../use-user-actions";
import { fetchUsers, userKeys, userPageSize } from "../users-api";

type Mode = "active" | "deleted";

const texts: Record<Mode, { title: string; description: string }> = {
  active: {
    title: "System Users",
    description:
      "The people who sign in to your organisation's account, 25 to a page. Choose what each staff user may see and do; every change they make is in the activity log.",
  },
  deleted: {
    title: "Deleted users",
    description:
      "Users who have been deactivated. They cannot sign in; what they wrote keeps their name. Restore them to let them sign in again.",
  },
};

function HeaderActions({ mode }: { mode: Mode }) {
  if (mode === "deleted") {
    return (
      <Button component={Link} to={userPaths.list} variant="default">
        Back to users
      </Button>
    );
  }
  return (
    <>
      <Button
        component={Link}
        to={userPaths.activity}
        variant="default"
        leftSection={<IconActivity size={18} aria-hidden="true" />}
      >
        Activity
      </Button>
      <Button component={Link} to={userPaths.deleted} variant="default">
        Deleted users
      </Button>
      <Button component={Link} to={userPaths.add} leftSection={<IconUserPlus size={18} aria-hidden="true" />}>
        Add user
      </Button>
    </>
  );
}

function UserList({ mode, manager }: { mode: Mode; manager: UserManager }) {
  const actions = useUserActions();
  const paging = usePagedSearch();
  const { search } = paging;
  const input = { page: paging.page, search, deleted: mode === "deleted" };
  const list = useQuery({
    queryKey: userKeys.list(input),
    queryFn: () => fetchUsers(input),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <SearchBox label="Search users" placeholder="Name or email" paging={paging} />
      <PagedList
        paging={paging}
        query={list}
        pageSize={userPageSize}
        noun="users"
        loadingLabel="Loading users"
        errorTitle="The users could not be loaded"
        empty={
          <EmptyState
            icon={<IconUsers size={30} />}
            title={search ? "No users match" : mode === "deleted" ? "No deleted users" : "No users yet"}
          >
            {search
              ? "Try another name or email."
              : mode === "deleted"
                ? "Users you deactivate are kept here, so you can restore them."
                : "Add the people who help you run your documents and policies."}
          </EmptyState>
        }
      >
        {(users) => <UserTable users={users} mode={mode} manager={manager} actions={actions} />}
      </PagedList>
      <DeactivateUserDialog actions={actions} />
    </Stack>
  );
}

function UsersScreen({ mode }: { mode: Mode }) {
  return (
    <UsersFrame {...texts[mode]} actions={() => <HeaderActions mode={mode} />}>
      {(manager) => <UserList mode={mode} manager={manager} />}
    </UsersFrame>
  );
}

/** /company/users (spec 000 §2, §9): the active owners and staff users, 25 to a page. */
export function UsersPage() {
  return <UsersScreen mode="active" />;
}

/** /company/users/deleted-list: the deactivated users, to restore. */
export function DeletedUsersPage() {
  return <UsersScreen mode="deleted" />;
}
