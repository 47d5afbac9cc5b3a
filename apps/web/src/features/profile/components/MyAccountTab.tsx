import { messages, routes, type UserProfile } from "@cloudoc/contract";
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { userDetailsKey } from "../../../lib/query-keys";
import { fieldProblem } from "../profile-fields";

interface Values {
  firstname: string;
  lastname: string;
  username: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
}

const required = (value: string) => (value.trim() === "" ? messages.allFieldsRequired : null);

/** My Profile (spec 000 §3 User profile): the signed-in person's own names, phone and password. */
export function MyAccountTab({ user }: { user: Partial<UserProfile> }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      firstname: user.firstname ?? "",
      lastname: user.lastname ?? "",
      username: user.username ?? "",
      phone: user.phone ?? "",
      currentPassword: "",
      newPassword: "",
    },
    validate: {
      firstname: required,
      lastname: required,
      phone: (value) => fieldProblem("phone", value),
      currentPassword: (value, values) =>
        values.newPassword && !value ? messages.currentPasswordWrong : null,
    },
  });
  const save = useMutation({
    mutationFn: async (values: Values) =>
      (
        await call(routes.updateMyAccount, {
          firstname: values.firstname,
          lastname: values.lastname,
          username: values.username,
          phone: values.phone,
          ...(values.newPassword
            ? { currentPassword: values.currentPassword, newPassword: values.newPassword }
            : {}),
        })
      ).response,
    onSuccess: (message) => {
      toast(message, "success");
      form.setValues({ currentPassword: "", newPassword: "" });
      void queryClient.invalidateQueries({ queryKey: [userDetailsKey] });
    },
    onError: (error) => {
      if (error instanceof ApiError) for (const e of error.errors) form.setFieldError(e.field, e.message);
      toast(error instanceof ApiError ? error.message : String(error), "error");
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg" maw={760}>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h4" mb="md">
            About you
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps("firstname")}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              {...form.getInputProps("lastname")}
            />
            <TextInput label="Username" autoComplete="username" {...form.getInputProps("username")} />
            <TextInput label="Phone" type="tel" inputMode="numeric" {...form.getInputProps("phone")} />
            <TextInput label="Email" value={user.email ?? ""} readOnly description="Your sign-in email" />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} size="h4" mb="md">
            Change password
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps("currentPassword")}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              {...form.getInputProps("newPassword")}
            />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
