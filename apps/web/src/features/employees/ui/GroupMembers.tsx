import type { EmployeeGroupDetail } from "@cloudoc/contract";
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { actionsHeader, type Column, DataTable } from "../../../ui/DataTable";
import { Section } from "../../../ui/people/Facts";
import { errorText } from "../../../ui/States";
import { fullName } from "../employee-rules";
import { employeeKeys } from "../employees-api";
import { groupCalls, groupKeys } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { EmployeePicker, toggled } from "./EmployeePicker";

type Member = EmployeeGroupDetail["members"][number];

/** Adding or removing members: the message, then the group and the employee lists re-read. */
function useMembership(group: EmployeeGroupDetail, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: "add" | "remove"; ids: string[] }) =>
      action === "add" ? groupCalls.addMembers(group._id, ids) : groupCalls.removeMembers(group._id, ids),
    onSuccess: async (result) => {
      toast(result.message, "success");
      queryClient.setQueryData(groupKeys.detail(group._id), result.group);
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]);
    },
    onError: (error) => toast(errorText(error), "error"),
  });
}

function AddMembersDialog({
  group,
  opened,
  onClose,
}: {
  group: EmployeeGroupDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const close = () => {
    setSelected(new Set());
    onClose();
  };
  const membership = useMembership(group, close);
  const members = new Set(group.members.map((member) => member._id));
  return (
    <Modal opened={opened} onClose={close} title={`Add employees to ${group.name}`} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">New members are given the policies already assigned to this group.</Text>
        <EmployeePicker
          selected={selected}
          exclude={members}
          onToggle={(id) => setSelected((current) => toggled(current, id))}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={selected.size === 0}
            loading={membership.isPending}
            onClick={() => membership.mutate({ action: "add", ids: [...selected] })}
          >
            {selected.size > 1 ? `Add ${selected.size} employees` : "Add employee"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The group's members: each linked to their page, removable; Add employees opens a picker. */
export function GroupMembers({ group, canManage }: { group: EmployeeGroupDetail; canManage: boolean }) {
  const [adding, setAdding] = useState(false);
  const membership = useMembership(group, () => {});
  const removing =
    membership.isPending && membership.variables.action === "remove" ? membership.variables.ids[0] : null;
  const columns: Column<Member>[] = [
    {
      header: "Name",
      cell: (member) => (
        <Group gap="xs">
          <Anchor component={Link} to={employeePaths.view} state={recordState(member._id)} fw={600}>
            {fullName(member)}
          </Anchor>
          {member.deactivated && (
            <Badge color="gray" variant="light" radius="sm" style={{ textTransform: "none" }}>
              Deactivated
            </Badge>
          )}
        </Group>
      ),
    },
    { header: "Email", cell: (member) => member.email, td: { style: { overflowWrap: "anywhere" } } },
    { header: "Job role", cell: (member) => member.jobRole || "—" },
    { header: "Member since", cell: (member) => formatDate(member.addedAt) },
  ];
  if (canManage) {
    columns.push({
      header: actionsHeader,
      cell: (member) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={removing === member._id}
          aria-label={`Remove ${fullName(member)} from the group`}
          onClick={() => membership.mutate({ action: "remove", ids: [member._id] })}
        >
          Remove
        </Button>
      ),
      align: "right",
    });
  }
  return (
    <Section
      title={`Members (${group.members.length})`}
      action={
        canManage && (
          <Button
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            Add employees
          </Button>
        )
      }
    >
      {group.members.length === 0 ? (
        <Text c="dimmed">No one is in this group yet.</Text>
      ) : (
        <DataTable
          rows={group.members}
          rowKey={(member) => member._id}
          columns={columns}
          label="Members"
          minWidth={640}
        />
      )}
      {canManage && <AddMembersDialog group={group} opened={adding} onClose={() => setAdding(false)} />}
    </Section>
  );
}
