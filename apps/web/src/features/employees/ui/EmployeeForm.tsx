import { addEmployeeSchema, editEmployeeSchema } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { fieldErrorsOf } from "../../auth/form-errors";
import { type EmployeeFormValues, emptyEmployeeForm } from "../employee-rules";
import { fetchGroupChoices, groupKeys } from "../groups-api";
import { employeePaths } from "../paths";
import { tone } from "./tone";

const editFieldsSchema = editEmployeeSchema.omit({ employeeId: true });

interface EmployeeFormProps {
  /** Editing starts from the stored employee; adding from blank and asks how they will sign in. */
  initial?: EmployeeFormValues;
  saving: boolean;
  /** The server's message when saving failed, word for word. */
  failure: string | null;
  failureError: unknown;
  submitLabel: string;
  onSubmit: (values: EmployeeFormValues) => void;
  onCancel: () => void;
}

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
  failureError,
  submitLabel,
  onSubmit,
  onCancel,
}: EmployeeFormProps) {
  const adding = initial === undefined;
  const form = useForm<EmployeeFormValues>({
    mode: "controlled",
    initialValues: initial ?? emptyEmployeeForm,
    validate: schemaResolver(adding ? addEmployeeSchema : editFieldsSchema, { sync: true }),
  });
  const serverErrors = fieldErrorsOf(failureError);
  const errorOf = (field: keyof EmployeeFormValues) => form.errors[field] ?? serverErrors[field];
  const input = (field: keyof EmployeeFormValues) => ({
    ...form.getInputProps(field),
    error: errorOf(field),
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="lg" maw={760}>
        <Fieldset legend="Details" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" autoComplete="off" withAsterisk {...input("firstname")} />
              <TextInput label="Last name" autoComplete="off" withAsterisk {...input("lastname")} />
            </SimpleGrid>
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
        {failure && (
          <Alert
            role="alert"
            {...tone("red.9")}
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            <Text size="sm">{failure}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
