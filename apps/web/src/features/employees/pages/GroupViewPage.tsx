import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { BackLink, PeoplePage } from "../../../ui/people/PeoplePage";
import { DangerButton, EditButton } from "../../../ui/people/RecordButtons";
import { errorText } from "../../../ui/States";
import { canManageGroups } from "../access-rules";
import { employeeKeys } from "../employees-api";
import { fetchGroup, groupCalls, groupKeys } from "../groups-api";
import { employeePaths, groupsList } from "../paths";
import { useChosenRecord } from "../record-memory";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { GroupMembers } from "../ui/GroupMembers";
import { GroupPolicies } from "../ui/GroupPolicies";
import { useViewer } from "../use-viewer";

/** /company/group/view: a group's members (add, remove) and the policies they have. */
export function GroupViewPage() {
  const canManage = canManageGroups(useViewer());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const group = useChosenRecord("group", { detailKey: groupKeys.detail, fetch: fetchGroup });
  const { id } = group;
  const remove = useMutation({
    mutationFn: () => groupCalls.remove(id),
    onSuccess: async (message) => {
      toast(message, "success");
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]);
      void navigate(employeePaths.groups);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const data = group.query.data;
  const actions = data && canManage && (
    <>
      <EditButton to={employeePaths.groupEdit} id={data._id} />
      <DangerButton icon={IconTrash} onClick={() => setConfirming(true)}>
        Delete group
      </DangerButton>
    </>
  );
  return (
    <PeoplePage
      title={data?.name ?? "Group details"}
      description={data?.description || undefined}
      actions={actions || undefined}
      above={<BackLink to={employeePaths.groups}>Groups</BackLink>}
    >
      <ArrivalNotice />
      <ChosenRecord {...group} noun="group" list={groupsList} loadingHeight={240}>
        {(chosen) => (
          <>
            <GroupMembers group={chosen} canManage={canManage} />
            <GroupPolicies groupId={chosen._id} groupName={chosen.name} />
          </>
        )}
      </ChosenRecord>
      <ConfirmDialog
        opened={confirming}
        title="Delete this group?"
        confirmLabel="Delete group"
        danger
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        {`${data?.name ?? "The group"} will be deleted. Its members stay employees, and the policies they were given stay assigned to them.`}
      </ConfirmDialog>
    </PeoplePage>
  );
}
