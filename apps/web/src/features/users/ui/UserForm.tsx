import {
  addUserSchema,
  editUserSchema,
  type Permission,
  permissionCatalogue,
  type UserManager,
} from "@cloudoc/contract";
import { Fieldset, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { useForm } from "@mantine/form";
import { useMemo } from "react";
import { FormFooter, type RecordFormProps } from "../../../ui/people/FormFooter";
import { NameFields } from "../../../ui/people/NameFields";
import { useRecordForm } from "../../../ui/people/use-record-form";
import { emptyUserForm, lockedPermissions, type UserFormValues } from "../user-rules";
import { PermissionPicker } from "./PermissionPicker";

const editFieldsSchema = editUserSchema.omit({ systemUserId: true });

/** Editing starts from the stored user; adding from blank. */
interface UserFormProps extends RecordFormProps<UserFormValues> {
  manager: UserManager;
  /** Editing oneself: the role and permissions show, but only an owner of another account changes them. */
  self?: boolean;
}

/** Owner or staff user: only an owner offers the choice (the server refuses it to anyone else). */
function RoleChoice({
  input,
}: {
  input: ReturnType<ReturnType<typeof useForm<UserFormValues>>["getInputProps"]>;
}) {
  return (
    <Radio.Group label="Role" {...input}>
      <Stack gap="sm" mt="xs">
        <Radio
          value="user"
          label="Staff user"
          description="Sees and does only what the permissions below allow."
        />
        <Radio
          value="company"
          label="Owner"
          description="Can do everything, including subscriptions, billing and managing users."
        />
      </Stack>
    </Radio.Group>
  );
}

/** The add and edit form of a system user (issue 15), checked with the contract's schemas. */
export function UserForm(props: UserFormProps) {
  const { initial, manager, self = false, saving, failure, submitLabel } = props;
  const { form, errorOf, input } = useRecordForm(
    initial ?? emptyUserForm,
    initial ? editFieldsSchema : addUserSchema,
    failure,
  );
  // Nobody changes their own permissions (the server refuses it); a staff manager only what they hold.
  const locked = useMemo(
    () => (self ? new Set<Permission>(permissionCatalogue) : lockedPermissions(manager)),
    [self, manager],
  );
  const values = form.getValues();
  const permissionError = errorOf("permission");
  const permissionText = typeof permissionError === "string" ? permissionError : undefined;

  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate>
      <Stack gap="lg" maw={960}>
        <Fieldset legend="Details" radius="md">
          <Stack gap="md">
            <NameFields input={input} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Email" type="email" autoComplete="off" withAsterisk {...input("email")} />
              <TextInput
                label="Phone"
                type="tel"
                inputMode="numeric"
                description="Optional: 10 to 12 digits"
                {...input("phone")}
              />
            </SimpleGrid>
            {manager.role === "company" && !self && <RoleChoice input={input("role")} />}
          </Stack>
        </Fieldset>
        {values.role === "company" ? (
          <Text>An owner holds every permission, so there is nothing to choose.</Text>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>Permissions</Text>
            <Text size="sm" c="dimmed">
              {self
                ? "You cannot change your own permissions. Another owner can."
                : "Tick what this person may see and do. A change applies as soon as you save, even while they are signed in."}
            </Text>
            <PermissionPicker
              value={values.permission}
              onChange={(permission) => form.setFieldValue("permission", permission)}
              locked={locked}
              error={permissionText}
            />
          </Stack>
        )}
        <FormFooter failure={failure} saving={saving} submitLabel={submitLabel} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
