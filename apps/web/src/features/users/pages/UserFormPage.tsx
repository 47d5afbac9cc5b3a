import type { SystemUser, UserManager } from "@cloudoc/contract";
import { Skeleton } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { activityKeys } from "../activity-api";
import { recordState, userPaths } from "../paths";
import { BackToUsers } from "../ui/BackToUsers";
import { NoUser } from "../ui/NoUser";
import { UserForm } from "../ui/UserForm";
import { UsersFrame } from "../ui/UsersFrame";
import { useChosenUser } from "../use-chosen-user";
import { useManager } from "../use-manager";
import { formOf, fullName, type UserFormValues } from "../user-rules";
import { addUser, editUser, type Saved, userKeys } from "../users-api";

/** Saving: the message as a toast, the lists re-read, then the user's page. */
function useSave(save: (values: UserFormValues) => Promise<Saved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      toast(result.message, "success");
      queryClient.setQueryData(userKeys.detail(result.user._id), result.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]);
      void navigate(userPaths.view, { state: recordState(result.user._id) });
    },
  });
}

function AddForm({ manager }: { manager: UserManager }) {
  const navigate = useNavigate();
  const save = useSave(addUser);
  return (
    <UserForm
      manager={manager}
      saving={save.isPending}
      failure={save.isError ? errorText(save.error) : null}
      failureError={save.error}
      submitLabel="Add user and send invitation"
      onSubmit={(values) => save.mutate(values)}
      onCancel={() => void navigate(userPaths.list)}
    />
  );
}

/** /company/users/add: a new staff user (or owner), emailed a link to set their password. */
export function AddUserPage() {
  return (
    <UsersFrame
      title="Add a user"
      description="They get an email with a link to set their password on your organisation's own site. The link works once, for 7 days."
      above={<BackToUsers />}
    >
      {(manager) => <AddForm manager={manager} />}
    </UsersFrame>
  );
}

function EditForm({ user, manager }: { user: SystemUser; manager: UserManager }) {
  const navigate = useNavigate();
  const save = useSave((values) => editUser(user._id, values));
  return (
    <UserForm
      initial={formOf(user)}
      manager={manager}
      self={user._id === manager.userId}
      saving={save.isPending}
      failure={save.isError ? errorText(save.error) : null}
      failureError={save.error}
      submitLabel="Save changes"
      onSubmit={(values) => save.mutate(values)}
      onCancel={() => void navigate(userPaths.view, { state: recordState(user._id) })}
    />
  );
}

/** /company/users/edit: a user's details, role and permissions. */
export function EditUserPage() {
  const manager = useManager();
  const { id, user } = useChosenUser(manager !== undefined);
  return (
    <UsersFrame
      title="Edit a user"
      heading={user.data ? `Edit ${fullName(user.data)}` : "Edit a user"}
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
          {user.data && <EditForm key={user.data._id} user={user.data} manager={signedInManager} />}
        </>
      )}
    </UsersFrame>
  );
}
