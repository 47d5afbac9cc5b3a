import { Anchor, Button, Container, Group, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft, IconPencil, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { canManageGroups } from "../access-rules";
import { employeeKeys } from "../employees-api";
import { fetchGroup, groupCalls, groupKeys } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { useRecordId } from "../record-memory";
import { ArrivalNotice } from "../ui/ArrivalNotice";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { GroupMembers } from "../ui/GroupMembers";
import { GroupPolicies } from "../ui/GroupPolicies";
import { NoRecord } from "../ui/NoRecord";
import { PageHeading } from "../ui/PageHeading";
import { tone } from "../ui/tone";
import { useViewer } from "../use-viewer";

/** /company/group/view: a group's members (add, remove) and the policies they have. */
export function GroupViewPage() {
  const id = useRecordId("group");
  const canManage = canManageGroups(useViewer());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const group = useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => fetchGroup(id),
    enabled: id !== "",
  });
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
  const data = group.data;
  const actions = data && canManage && (
    <>
      <Button
        component={Link}
        to={employeePaths.groupEdit}
        state={recordState(data._id)}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden="true" />}
      >
        Edit
      </Button>
      <Button
        {...tone("red.9")}
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      >
        Delete group
      </Button>
    </>
  );
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to={employeePaths.groups}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Groups
          </Group>
        </Anchor>
        <PageHeading
          title={data?.name ?? "Group details"}
          description={data?.description || undefined}
          actions={actions || undefined}
        />
        <ArrivalNotice />
        {!id && <NoRecord noun="group" to={employeePaths.groups} />}
        {id && group.isPending && <Skeleton height={240} aria-label="Loading the group" />}
        {group.isError && (
          <LoadError
            title="The group could not be loaded"
            error={group.error}
            onRetry={() => void group.refetch()}
          />
        )}
        {data && <GroupMembers group={data} canManage={canManage} />}
        {data && <GroupPolicies groupId={data._id} groupName={data.name} />}
      </Stack>
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
    </Container>
  );
}
