import type { Employee } from "@cloudoc/contract";
import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconEye, IconMailForward, IconPencil, IconUserOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { canInvite, fullName, inviteLabel } from "../employee-rules";
import { employeePaths, recordState } from "../paths";
import type { EmployeeActions } from "../use-employee-actions";

/** A row's actions: view, edit, (re)send the invitation, deactivate. */
export function EmployeeRowMenu({
  employee,
  canManage,
  actions,
}: {
  employee: Employee;
  canManage: boolean;
  actions: EmployeeActions;
}) {
  const navigate = useNavigate();
  const open = (path: string) => void navigate(path, { state: recordState(employee._id) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${fullName(employee)}`}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} aria-hidden="true" />}
          onClick={() => open(employeePaths.view)}
        >
          View details
        </Menu.Item>
        {canManage && (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={() => open(employeePaths.edit)}
            >
              Edit
            </Menu.Item>
            {canInvite(employee) && (
              <Menu.Item
                leftSection={<IconMailForward size={16} aria-hidden="true" />}
                onClick={() => actions.invite(employee)}
              >
                {inviteLabel(employee)}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              leftSection={<IconUserOff size={16} aria-hidden="true" />}
              onClick={() => actions.askDeactivate(employee)}
            >
              Deactivate
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
