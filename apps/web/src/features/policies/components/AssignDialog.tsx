import { policyMessages } from "@cloudoc/contract";
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../ui/States";
import {
  assignToEmployee,
  assignToGroup,
  fetchEmployeeChoices,
  fetchGroupChoices,
  fetchPolicyChoices,
  policyKeys,
} from "../api";
import { type AssignTarget, checkDueDate, defaultDueDate, landingAfterAssign, ukDate } from "../policy-rules";
import { DueDateInput } from "./DueDateInput";

export interface AssignDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Policies chosen before opening (the list's row action). */
  policyIds?: readonly string[];
  /** A group or employee chosen before opening (the groups and employees pages). */
  target?: AssignTarget;
}

interface AssignValues {
  policyIds: string[];
  kind: AssignTarget["kind"];
  groupId: string | null;
  employeeIds: string[];
  dueDate: string;
}

const policyLabel = (p: { name: string; policyNumber: string; status: number; hidden: boolean }) =>
  `${p.name}${p.policyNumber ? ` (${p.policyNumber})` : ""}${p.status !== 1 ? " · draft" : p.hidden ? " · hidden" : ""}`;

/** The dialog's form: each rule says what is missing, in the contract's words where it has them. */
function useAssignForm() {
  return useForm<AssignValues>({
    initialValues: { policyIds: [], kind: "group", groupId: null, employeeIds: [], dueDate: "" },
    validate: {
      policyIds: (ids) => (ids.length === 0 ? policyMessages.selectPolicies : null),
      groupId: (id, values) => (values.kind === "group" && !id ? "Please choose a group." : null),
      employeeIds: (ids, values) =>
        values.kind === "employee" && ids.length === 0 ? "Please choose at least one employee." : null,
      dueDate: (text) => {
        const check = checkDueDate(text);
        return check.ok ? null : check.message;
      },
    },
  });
}

/** The group or employees the policies go to, searched on the server. */
function TargetFields({ form }: { form: ReturnType<typeof useAssignForm> }) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), 300);
  const kind = form.values.kind;
  const groups = useQuery({
    queryKey: ["staff-policies", "group-choices", search],
    queryFn: () => fetchGroupChoices(search),
    enabled: kind === "group",
  });
  const employees = useQuery({
    queryKey: ["staff-policies", "employee-choices", search],
    queryFn: () => fetchEmployeeChoices(search),
    enabled: kind === "employee",
  });
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="assign-to-label">
          Assign to
        </Text>
        <SegmentedControl
          aria-labelledby="assign-to-label"
          data={[
            { value: "group", label: "A group" },
            { value: "employee", label: "Employees" },
          ]}
          {...form.getInputProps("kind")}
        />
      </Stack>
      {kind === "group" ? (
        <Select
          label="Group"
          withAsterisk
          placeholder="Search groups"
          searchable
          onSearchChange={setText}
          nothingFoundMessage={groups.isPending ? "Loading…" : "No groups found"}
          data={(groups.data ?? []).map((g) => ({ value: g._id, label: `${g.name} (${g.memberCount})` }))}
          {...form.getInputProps("groupId")}
        />
      ) : (
        <MultiSelect
          label="Employees"
          withAsterisk
          placeholder="Search employees"
          searchable
          onSearchChange={setText}
          nothingFoundMessage={employees.isPending ? "Loading…" : "No employees found"}
          data={(employees.data ?? []).map((e) => ({
            value: e._id,
            label: `${e.firstname} ${e.lastname} (${e.email})`,
          }))}
          {...form.getInputProps("employeeIds")}
        />
      )}
    </>
  );
}

/**
 * Assign (spec 001 §3 assignment payload, §4): choose policies, then a group or employees, and a
 * due date; the manager then lands on /groups or /employees, which shows the server's notice.
 */
export function AssignDialog({ opened, onClose, policyIds, target }: AssignDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const policies = useQuery({
    queryKey: policyKeys.choices(""),
    queryFn: () => fetchPolicyChoices(),
    enabled: opened,
  });
  const form = useAssignForm();
  const { setValues, resetDirty } = form;

  // Each opening starts from what the caller chose, with a due date four weeks ahead.
  useEffect(() => {
    if (!opened) return;
    setValues({
      policyIds: [...(policyIds ?? [])],
      kind: target?.kind ?? "group",
      groupId: target?.kind === "group" ? target.id : null,
      employeeIds: target?.kind === "employee" ? [target.id] : [],
      dueDate: ukDate(defaultDueDate()),
    });
    resetDirty();
  }, [opened, policyIds, target, setValues, resetDirty]);

  const assign = useMutation({
    mutationFn: async (values: AssignValues) => {
      // Validated before submitting; the server checks the date again.
      const check = checkDueDate(values.dueDate);
      const dueDate = check.ok ? check.date : values.dueDate;
      if (values.kind === "group") return assignToGroup(values.policyIds, dueDate, values.groupId ?? "");
      let message = "";
      // One call per employee (the call names one); the first failure stops and is shown.
      for (const id of values.employeeIds) message = await assignToEmployee(values.policyIds, dueDate, id);
      return message;
    },
    onSuccess: async (message, values) => {
      await queryClient.invalidateQueries({ queryKey: policyKeys.all });
      onClose();
      navigate(landingAfterAssign(values.kind), { state: { notice: message } });
    },
  });

  const choices = (policies.data ?? []).map((p) => ({ value: p._id, label: policyLabel(p) }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Assign policies"
      centered
      size="lg"
      // Focus starts on Close: a list focused first would open over the dialog.
      closeButtonProps={{ "aria-label": "Close", "data-autofocus": true } as Record<string, unknown>}
    >
      <form onSubmit={form.onSubmit((values) => assign.mutate(values))} noValidate>
        <Stack gap="md">
          <MultiSelect
            label="Policies"
            withAsterisk
            description="Employees read and acknowledge each one by the due date."
            placeholder={policies.isPending ? "Loading policies…" : "Search your policies"}
            searchable
            data={choices}
            maxDropdownHeight={260}
            {...form.getInputProps("policyIds")}
          />
          <TargetFields form={form} />
          <DueDateInput
            value={form.values.dueDate}
            onChange={(value) => form.setFieldValue("dueDate", value)}
            error={typeof form.errors.dueDate === "string" ? form.errors.dueDate : undefined}
          />
          {assign.isError && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {errorText(assign.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
