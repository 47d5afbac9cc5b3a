import type { SystemUser, UserManager } from "@cloudoc/contract";
import { useNavigate } from "react-router";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { useSaveRecord } from "../../../ui/people/use-save-record";
import { activityKeys } from "../activity-api";
import { recordState, userPaths, usersList } from "../paths";
import { BackToUsers } from "../ui/BackToUsers";
import { UserForm } from "../ui/UserForm";
import { UsersFrame } from "../ui/UsersFrame";
import { useChosenUser } from "../use-chosen-user";
import { useManager } from "../use-manager";
import { formOf, fullName, type UserFormValues } from "../user-rules";
import { addUser, editUser, type Saved, userKeys } from "../users-api";

/** Saving: the message as a toast, the lists and the activity re-read, then the user's page. */
const useSave = (save: (values: UserFormValues) => Promise<Saved>) =>
  useSaveRecord({
    save,
    recordOf: (result) => result.user,
    detailKey: userKeys.detail,
    reread: [userKeys.all, activityKeys.all],
    view: userPaths.view,
  });

function AddForm({ manager }: { manager: UserManager }) {
  const navigate = useNavigate();
  const save = useSave(addUser);
  return (
    <UserForm
      manager={manager}
      saving={save.isPending}
      failure={save.error}
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
      failure={save.error}
      submitLabel="Save changes"
      onSubmit={(values) => save.mutate(values)}
      onCancel={() => void navigate(userPaths.view, { state: recordState(user._id) })}
    />
  );
}

/** /company/users/edit: a user's details, role and permissions. */
export function EditUserPage() {
  const manager = useManager();
  const user = useChosenUser(manager !== undefined);
  return (
    <UsersFrame
      title="Edit a user"
      heading={user.query.data ? `Edit ${fullName(user.query.data)}` : "Edit a user"}
      above={<BackToUsers />}
    >
      {(signedInManager) => (
        <ChosenRecord {...user} noun="user" list={usersList} loadingHeight={420}>
          {(chosen) => <EditForm key={chosen._id} user={chosen} manager={signedInManager} />}
        </ChosenRecord>
      )}
    </UsersFrame>
  );
}
