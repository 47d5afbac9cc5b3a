import type { SystemUser, UserManager } from "@cloudoc/contract";
import { IconEye, IconMailForward, IconPencil, IconUserOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { RowMenu } from "../../../ui/people/RowMenu";
import { recordState, userPaths } from "../paths";
import type { UserActions } from "../use-user-actions";
import { fullName, inviteLabel, userActionsFor } from "../user-rules";

/** A row's actions: view, edit, (re)send the invitation, deactivate; as the rules allow. */
export function UserRowMenu({
  user,
  manager,
  actions,
}: {
  user: SystemUser;
  manager: UserManager;
  actions: UserActions;
}) {
  const navigate = useNavigate();
  const open = (path: string) => () => void navigate(path, { state: recordState(user._id) });
  const allowed = userActionsFor(manager, user);
  return (
    <RowMenu
      name={fullName(user)}
      actions={[
        { label: "View details", icon: IconEye, onClick: open(userPaths.view) },
        allowed.edit && { label: "Edit", icon: IconPencil, onClick: open(userPaths.edit) },
        allowed.invite && {
          label: inviteLabel(user),
          icon: IconMailForward,
          onClick: () => actions.invite(user),
        },
        allowed.deactivate && {
          label: "Deactivate",
          icon: IconUserOff,
          onClick: () => actions.askDeactivate(user),
          danger: true,
        },
      ]}
    />
  );
}
