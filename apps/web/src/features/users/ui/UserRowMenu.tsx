import type { SystemUser, UserManager } from "@cloudoc/contract";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEye, IconMailForward, IconPencil, IconUserOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
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
  const open = (path: string) => void navigate(path, { state: recordState(user._id) });
  const allowed = userActionsFor(manager, user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${fullName(user)}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={() => open(userPaths.view)}
        >
          View details
        </Menu.Item>
        {allowed.edit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => open(userPaths.edit)}
          >
            Edit
          </Menu.Item>
        )}
        {allowed.invite && (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            onClick={() => actions.invite(user)}
          >
            {inviteLabel(user)}
          </Menu.Item>
        )}
        {allowed.deactivate && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              leftSection={<IconUserOff size={16} aria-hidden="true" />}
              onClick={() => actions.askDeactivate(user)}
            >
              Deactivate
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
