import { type EmployeeGroupDetail, editGroupSchema } from "@cloudoc/contract";
import { Fieldset, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ChosenRecord } from "../../../ui/people/ChosenRecord";
import { FormFooter } from "../../../ui/people/FormFooter";
import { BackLink, PeoplePage } from "../../../ui/people/PeoplePage";
import { useRecordForm } from "../../../ui/people/use-record-form";
import { useSaveRecord } from "../../../ui/people/use-save-record";
import { employeeKeys } from "../employees-api";
import { fetchGroup, type GroupFields, type GroupSaved, groupCalls, groupKeys } from "../groups-api";
import { employeePaths, groupsList, recordState } from "../paths";
import { useChosenRecord } from "../record-memory";
import { EmployeePicker, toggled } from "../ui/EmployeePicker";

const fieldsSchema = editGroupSchema.pick({ name: true, description: true });

const backToGroups = <BackLink to={employeePaths.groups}>Groups</BackLink>;

/** Saving: the message as a toast, the lists re-read, then the group's page. */
const useSaveGroup = (save: (fields: GroupFields) => Promise<GroupSaved>) =>
  useSaveRecord({
    save,
    recordOf: (result) => result.group,
    detailKey: groupKeys.detail,
    reread: [groupKeys.all, employeeKeys.all],
    view: employeePaths.groupView,
  });

interface GroupFormProps {
  initial: GroupFields;
  save: ReturnType<typeof useSaveGroup>;
  submitLabel: string;
  onCancel: () => void;
  /** The members to add with a new group. */
  members?: { selected: ReadonlySet<string>; onToggle: (id: string) => void };
}

function GroupForm({ initial, save, submitLabel, onCancel, members }: GroupFormProps) {
  const { form, input } = useRecordForm(initial, fieldsSchema, save.error);
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
        <FormFooter
          failure={save.error}
          saving={save.isPending}
          submitLabel={submitLabel}
          onCancel={onCancel}
        />
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
    <PeoplePage
      title="Add a group"
      description="Name a group and choose its employees. You can add or remove members later."
      above={backToGroups}
    >
      <GroupForm
        initial={{ name: "", description: "" }}
        save={save}
        submitLabel="Add group"
        onCancel={() => void navigate(employeePaths.groups)}
        members={{ selected, onToggle: (id) => setSelected((current) => toggled(current, id)) }}
      />
    </PeoplePage>
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
  const group = useChosenRecord("group", { detailKey: groupKeys.detail, fetch: fetchGroup, fresh: true });
  return (
    <PeoplePage
      title="Edit a group"
      heading={group.query.data ? `Edit ${group.query.data.name}` : "Edit a group"}
      above={backToGroups}
    >
      <ChosenRecord {...group} noun="group" list={groupsList} loadingHeight={240}>
        {(chosen) => <EditForm key={chosen._id} group={chosen} />}
      </ChosenRecord>
    </PeoplePage>
  );
}
