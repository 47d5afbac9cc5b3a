import {
  type CompanyProfileView,
  isLockedField,
  type ProfileImageField,
  type ProfileTab,
} from "@cloudoc/contract";
import { Autocomplete, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { profileKeys, saveTab } from "../profile-api";
import {
  type FieldInfo,
  type FieldSection,
  fieldProblem,
  organisationTypes,
  tabPayload,
  tabSections,
  titleChoices,
} from "../profile-fields";
import { ProfileImageInput } from "./ProfileImageInput";

interface Props {
  tab: ProfileTab;
  profile: CompanyProfileView;
  onRequestChange: () => void;
}

function validators(tab: ProfileTab) {
  const rules: Record<string, (value: string) => string | null> = {};
  for (const section of tabSections[tab]) {
    for (const info of section.fields)
      rules[info.name] = (value: string) => fieldProblem(info.kind, value ?? "");
  }
  return rules;
}

/**
 * One tab of the organisation profile (tabs 1 to 4) with its own Save button. Locked fields are
 * read-only once filled, with a "Request a change" button (spec 000 §2 Profile page).
 */
export function TabForm({ tab, profile, onRequestChange }: Props) {
  const queryClient = useQueryClient();
  const editable = profile.canEdit;
  const form = useForm<Record<string, string>>({
    mode: "controlled",
    initialValues: { ...profile.tabs[tab] },
    validate: validators(tab),
  });
  const save = useMutation({
    mutationFn: (values: Record<string, string>) => saveTab(tab, tabPayload(tab, values)),
    onSuccess: ({ message, profile: saved }) => {
      toast(message, "success");
      queryClient.setQueryData(profileKeys.profile, saved);
      form.resetDirty(saved.tabs[tab]);
      void queryClient.invalidateQueries({ queryKey: profileKeys.variables });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const problem of error.errors) form.setFieldError(problem.field, problem.message);
      }
      toast(error instanceof ApiError ? error.message : String(error), "error");
    },
  });

  const input = (section: FieldSection) => (info: FieldInfo) => {
    if (info.kind === "image") {
      const name = info.name as ProfileImageField;
      return (
        <ProfileImageInput
          key={info.name}
          field={name}
          label={info.label}
          accessibleName={
            name === "companyLogo" || name === "signature" ? info.label : `${section.title} ${info.label}`
          }
          reference={profile.images[name]?.reference}
          disabled={!editable}
        />
      );
    }
    const locked = isLockedField(info.name) && profile.locked.includes(info.name);
    const common = {
      key: form.key(info.name),
      label: info.label,
      readOnly: locked || !editable,
      ...form.getInputProps(info.name),
    };
    if (info.kind === "title" || info.kind === "organisationType") {
      return <Autocomplete {...common} data={info.kind === "title" ? titleChoices : organisationTypes} />;
    }
    return (
      <TextInput
        {...common}
        type={
          info.kind === "email"
            ? "email"
            : info.kind === "url"
              ? "url"
              : info.kind === "phone"
                ? "tel"
                : "text"
        }
        inputMode={info.kind === "phone" ? "numeric" : undefined}
        rightSection={locked ? <IconLock size={16} aria-label="Locked" /> : undefined}
        description={locked ? "Read-only once filled" : undefined}
      />
    );
  };

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        {tabSections[tab].map((section) => (
          <Paper key={section.title} withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Title order={3} size="h4">
                {section.title}
              </Title>
              {editable &&
                section.fields.some((info) => (profile.locked as string[]).includes(info.name)) && (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconLock size={14} aria-hidden="true" />}
                    onClick={onRequestChange}
                  >
                    Request a change
                  </Button>
                )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {section.fields.map(input(section))}
            </SimpleGrid>
          </Paper>
        ))}
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
