import {
  addUserSchema,
  editUserSchema,
  type Permission,
  permissionCatalogue,
  type UserManager,
} from "@cloudoc/contract";
import { Alert, Button, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo } from "react";
import { fieldErrorsOf } from "../../auth/form-errors";
import { tone } from "../../employees/ui/tone";
import { emptyUserForm, lockedPermissions, type UserFormValues } from "../user-rules";
import { PermissionPicker } from "./PermissionPicker";

const editFieldsSchema = editUserSchema.omit({ systemUserId: true });

interface UserFormProps {
  /** Editing starts from the stored user; adding from blank. */
  initial?: UserFormValues;
  manager: UserManager;
  /** Editing oneself: the role and permissions show, but only an owner of another account changes them. */
  self?: boolean;
  saving: boolean;
  /** The server's message when saving failed, word for word. */
  failure: string | null;
  failureError: unknown;
  submitLabel: string;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
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
  const { initial, manager, self = false, saving, failure, failureError, submitLabel } = props;
  const form = useForm<UserFormValues>({
    mode: "controlled",
    initialValues: initial ?? emptyUserForm,
    validate: schemaResolver(initial ? editFieldsSchema : addUserSchema, { sync: true }),
  });
  // Nobody changes their own permissions (the server refuses it); a staff manager only what they hold.
  const locked = useMemo(
    () => (self ? new Set<Permission>(permissionCatalogue) : lockedPermissions(manager)),
    [self, manager],
  );
  const serverErrors = fieldErrorsOf(failureError);
  const input = (field: keyof UserFormValues) => ({
    ...form.getInputProps(field),
    error: form.errors[field] ?? serverErrors[field],
  });
  const values = form.getValues();
  const permissionError = form.errors.permission ?? serverErrors.permission;
  const permissionText = typeof permissionError === "string" ? permissionError : undefined;

  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate>
      <Stack gap="lg" maw={960}>
        <Fieldset legend="Details" radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" autoComplete="off" withAsterisk {...input("firstname")} />
              <TextInput label="Last name" autoComplete="off" withAsterisk {...input("lastname")} />
            </SimpleGrid>
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
          <Button variant="default" onClick={props.onCancel}>
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
