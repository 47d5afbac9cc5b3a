import { type EmployeeGroupDetail, editGroupSchema } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Fieldset,
  Group,
  Skeleton,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle, IconArrowLeft } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../lib/notify";
import { errorText, LoadError } from "../../../ui/States";
import { fieldErrorsOf } from "../../auth/form-errors";
import { employeeKeys } from "../employees-api";
import { fetchGroup, type GroupFields, type GroupSaved, groupCalls, groupKeys } from "../groups-api";
import { employeePaths, recordState } from "../paths";
import { useRecordId } from "../record-memory";
import { EmployeePicker, toggled } from "../ui/EmployeePicker";
import { NoRecord } from "../ui/NoRecord";
import { PageHeading } from "../ui/PageHeading";
import { tone } from "../ui/tone";

const fieldsSchema = editGroupSchema.pick({ name: true, description: true });

function BackToGroups() {
  return (
    <Anchor component={Link} to={employeePaths.groups}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        Groups
      </Group>
    </Anchor>
  );
}

function useSaveGroup(save: (fields: GroupFields) => Promise<GroupSaved>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      toast(result.message, "success");
      queryClient.setQueryData(groupKeys.detail(result.group._id), result.group);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
      ]);
      void navigate(employeePaths.groupView, { state: recordState(result.group._id) });
    },
  });
}

interface GroupFormProps {
  initial: GroupFields;
  save: ReturnType<typeof useSaveGroup>;
  submitLabel: string;
  onCancel: () => void;
  /** The members to add with a new group. */
  members?: { selected: ReadonlySet<string>; onToggle: (id: string) => void };
}

function GroupForm({ initial, save, submitLabel, onCancel, members }: GroupFormProps) {
  const form = useForm<GroupFields>({
    mode: "controlled",
    initialValues: initial,
    validate: schemaResolver(fieldsSchema, { sync: true }),
  });
  const serverErrors = fieldErrorsOf(save.error);
  const input = (field: keyof GroupFields) => ({
    ...form.getInputProps(field),
    error: form.errors[field] ?? serverErrors[field],
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg" maw={760}>
        <Fieldset legend="Group" radius="md">
          <Stack gap="md">
            <TextInput label="Name" placeholder="For example Night staff" withAsterisk {...input("name")} />
            <Textarea
              label="Description"
              description="Optional: who is in it, up to 500 characters"
              autosize
              minRows={2}
              {...input("description")}
            />
          </Stack>
        </Fieldset>
        {members && (
          <Fieldset legend="Members (optional)" radius="md">
            <EmployeePicker selected={members.selected} onToggle={members.onToggle} />
          </Fieldset>
        )}
        {save.isError && (
          <Alert
            role="alert"
            {...tone("red.9")}
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /company/group/add: name a group and choose its employees. */
export function AddGroupPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveGroup((fields) => groupCalls.add(fields, [...selected]));
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <BackToGroups />
        <PageHeading
          title="Add a group"
          description="Name a group and choose its employees. You can add or remove members later."
        />
        <GroupForm
          initial={{ name: "", description: "" }}
          save={save}
          submitLabel="Add group"
          onCancel={() => void navigate(employeePaths.groups)}
          members={{ selected, onToggle: (id) => setSelected((current) => toggled(current, id)) }}
        />
      </Stack>
    </Container>
  );
}

function EditForm({ group }: { group: EmployeeGroupDetail }) {
  const navigate = useNavigate();
  const save = useSaveGroup((fields) => groupCalls.edit(group._id, fields));
  return (
    <GroupForm
      initial={{ name: group.name, description: group.description }}
      save={save}
      submitLabel="Save changes"
      onCancel={() => void navigate(employeePaths.groupView, { state: recordState(group._id) })}
    />
  );
}

/** /company/group/edit: a group's name and description (members are changed on its page). */
export function EditGroupPage() {
  const id = useRecordId("group");
  const group = useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => fetchGroup(id),
    enabled: id !== "",
    staleTime: 0,
  });
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <BackToGroups />
        <PageHeading title="Edit a group" heading={group.data ? `Edit ${group.data.name}` : "Edit a group"} />
        {!id && <NoRecord noun="group" to={employeePaths.groups} />}
        {id && group.isPending && <Skeleton height={240} aria-label="Loading the group" />}
        {group.isError && (
          <LoadError
            title="The group could not be loaded"
            error={group.error}
            onRetry={() => void group.refetch()}
          />
        )}
        {group.data && <EditForm key={group.data._id} group={group.data} />}
      </Stack>
    </Container>
  );
}
