import { addEmployeeSchema, editEmployeeSchema } from "@cloudoc/contract";
import {
  Anchor,
  Fieldset,
  MultiSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import type { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { FormFooter, type RecordFormProps } from "../../../ui/people/FormFooter";
import { NameFields } from "../../../ui/people/NameFields";
import { useRecordForm } from "../../../ui/people/use-record-form";
import { type EmployeeFormValues, emptyEmployeeForm } from "../employee-rules";
import { fetchGroupChoices, groupKeys } from "../groups-api";
import { employeePaths } from "../paths";

const editFieldsSchema = editEmployeeSchema.omit({ employeeId: true });

/** Editing starts from the stored employee; adding from blank and asks how they will sign in. */
type EmployeeFormProps = RecordFormProps<EmployeeFormValues>;

function GroupsField(props: { value: string[]; onChange: (value: string[]) => void; error?: unknown }) {
  const groups = useQuery({ queryKey: groupKeys.choices, queryFn: fetchGroupChoices });
  const none = groups.data?.total === 0;
  return (
    <MultiSelect
      label="Groups"
      description={
        none ? (
          <>
            You have no groups yet.{" "}
            <Anchor component={Link} to={employeePaths.groupAdd} size="xs">
              Add a group
            </Anchor>
          </>
        ) : (
          "Members get the group's policies, due a set time after their start."
        )
      }
      placeholder={none ? undefined : "Choose groups"}
      data={(groups.data?.list ?? []).map((group) => ({ value: group._id, label: group.name }))}
      searchable
      clearable
      nothingFoundMessage="No group by that name"
      value={props.value}
      onChange={props.onChange}
      error={typeof props.error === "string" ? props.error : undefined}
    />
  );
}

type InputProps = ReturnType<ReturnType<typeof useForm<EmployeeFormValues>>["getInputProps"]>;

function SignInSetup({
  setup,
  input,
}: {
  setup: EmployeeFormValues["setup"];
  input: (field: "setup" | "password" | "confirmpassword") => InputProps;
}) {
  return (
    <Fieldset legend="Signing in" radius="md">
      <Stack gap="md">
        <Radio.Group label="How will they get their password?" {...input("setup")}>
          <Stack gap="sm" mt="xs">
            <Radio
              value="invite"
              label="Send an invitation by email"
              description="They get a link to set their own password on your site. It works once, for 7 days."
            />
            <Radio
              value="password"
              label="Set a password now"
              description="You choose the password and give it to them yourself."
            />
          </Stack>
        </Radio.Group>
        {setup === "password" && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label="Password" autoComplete="new-password" withAsterisk {...input("password")} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              {...input("confirmpassword")}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The add and edit form of an employee (issue 14), checked with the contract's schemas. */
export function EmployeeForm({
  initial,
  saving,
  failure,
  submitLabel,
  onSubmit,
  onCancel,
}: EmployeeFormProps) {
  const adding = initial === undefined;
  const { form, errorOf, input } = useRecordForm(
    initial ?? emptyEmployeeForm,
    adding ? addEmployeeSchema : editFieldsSchema,
    failure,
  );

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="lg" maw={760}>
        <Fieldset legend="Details" radius="md">
          <Stack gap="md">
            <NameFields input={input} />
            <TextInput label="Email" type="email" autoComplete="off" withAsterisk {...input("email")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Job role" placeholder="For example Senior carer" {...input("jobRole")} />
              <TextInput
                label="Start date"
                placeholder="DD/MM/YYYY"
                description="Written as DD/MM/YYYY, for example 01/09/2024"
                inputMode="numeric"
                {...input("startDate")}
              />
            </SimpleGrid>
            <GroupsField
              value={form.getValues().groupIds}
              onChange={(value) => form.setFieldValue("groupIds", value)}
              error={errorOf("groupIds")}
            />
          </Stack>
        </Fieldset>
        {adding && <SignInSetup setup={form.getValues().setup} input={input} />}
        <FormFooter failure={failure} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
