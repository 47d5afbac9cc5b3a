import type { Employee } from "@cloudoc/contract";
import { IconEye, IconMailForward, IconPencil, IconUserOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { RowMenu } from "../../../ui/people/RowMenu";
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
  const open = (path: string) => () => void navigate(path, { state: recordState(employee._id) });
  return (
    <RowMenu
      name={fullName(employee)}
      actions={[
        { label: "View details", icon: IconEye, onClick: open(employeePaths.view) },
        canManage && { label: "Edit", icon: IconPencil, onClick: open(employeePaths.edit) },
        canManage &&
          canInvite(employee) && {
            label: inviteLabel(employee),
            icon: IconMailForward,
            onClick: () => actions.invite(employee),
          },
        canManage && {
          label: "Deactivate",
          icon: IconUserOff,
          onClick: () => actions.askDeactivate(employee),
          danger: true,
        },
      ]}
    />
  );
}
