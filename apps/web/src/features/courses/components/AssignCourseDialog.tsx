import type { CompanyCourse } from "@cloudoc/contract";
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { fetchEmployeeChoices, fetchGroupChoices } from "../../policies/api";
import { DueDateInput } from "../../policies/components/DueDateInput";
import { checkDueDate, defaultDueDate, ukDate } from "../../policies/policy-rules";
import { assignCourse, courseKeys } from "../api";

interface Values {
  employeeIds: string[];
  groupIds: string[];
  dueDate: string;
}

/** Assign a bought course to employees and groups with a due date, as staff policies are assigned. */
export function AssignCourseDialog({
  course,
  onClose,
}: {
  course: CompanyCourse | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const opened = course !== null;
  const employees = useQuery({
    queryKey: ["courses", "employee-choices"],
    queryFn: () => fetchEmployeeChoices(""),
    enabled: opened,
  });
  const groups = useQuery({
    queryKey: ["courses", "group-choices"],
    queryFn: () => fetchGroupChoices(""),
    enabled: opened,
  });
  const form = useForm<Values>({
    initialValues: { employeeIds: [], groupIds: [], dueDate: "" },
    validate: {
      employeeIds: (ids, values) =>
        ids.length === 0 && values.groupIds.length === 0
          ? "Please choose at least one employee or group."
          : null,
      dueDate: (text) => {
        const check = checkDueDate(text);
        return check.ok ? null : check.message;
      },
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ employeeIds: [], groupIds: [], dueDate: ukDate(defaultDueDate()) });
    resetDirty();
  }, [opened, setValues, resetDirty]);

  const assign = useMutation({
    mutationFn: (values: Values) => {
      const check = checkDueDate(values.dueDate);
      return assignCourse({
        courseId: course?._id ?? "",
        employeeIds: values.employeeIds,
        groupIds: values.groupIds,
        dueDate: check.ok ? check.date : values.dueDate,
      });
    },
    onSuccess: async (message) => {
      toast(message, "success");
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
      onClose();
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Assign a course" centered size="lg">
      <form onSubmit={form.onSubmit((values) => assign.mutate(values))} noValidate>
        <Stack gap="md">
          <Text fw={600}>{course?.title}</Text>
          <MultiSelect
            label="Employees"
            placeholder="Search employees"
            searchable
            nothingFoundMessage={employees.isPending ? "Loading…" : "No employees found"}
            data={(employees.data ?? []).map((e) => ({
              value: e._id,
              label: `${e.firstname} ${e.lastname} (${e.email})`,
            }))}
            {...form.getInputProps("employeeIds")}
          />
          <MultiSelect
            label="Groups"
            description="Every active member of each group is assigned the course."
            placeholder="Search groups"
            searchable
            nothingFoundMessage={groups.isPending ? "Loading…" : "No groups found"}
            data={(groups.data ?? []).map((g) => ({ value: g._id, label: `${g.name} (${g.memberCount})` }))}
            {...form.getInputProps("groupIds")}
          />
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
