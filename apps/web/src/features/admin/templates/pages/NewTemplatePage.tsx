import { templateAudiences, templateKinds } from "@cloudoc/contract";
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api";
import { errorText } from "../../../../ui/States";
import {
  createTemplate,
  fetchFilterChoices,
  type TemplateCreateInput,
  templateKeys,
} from "../queries/templates";

const kindOptions = templateKinds.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));
const audienceOptions = templateAudiences.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));
const blank: TemplateCreateInput = {
  policyNumber: "",
  slug: "",
  kind: "policy",
  nation: "england",
  audience: "adult",
  folder: "",
  title: "",
};

/** The field messages of a refused form, by field name. */
const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries((error.errors ?? []).map((e) => [e.field, e.message])) : {};

/** A new template: its identity first; its text is written as a draft on the next screen. */
export function NewTemplatePage() {
  const [form, setForm] = useState<TemplateCreateInput>(blank);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey: templateKeys.filters,
    queryFn: fetchFilterChoices,
    staleTime: 300_000,
  });
  const create = useMutation({
    mutationFn: createTemplate,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.list });
      navigate(`/admin/templates/${created._id}`);
    },
  });
  const errors = fieldErrors(create.error);
  const set = (field: keyof TemplateCreateInput) => (value: string | null) =>
    setForm((current) => ({ ...current, [field]: value ?? "" }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form);
  };

  return (
    <Stack gap="lg" maw={760}>
      <title>New template | Cloudoc admin</title>
      <Title order={1}>New template</Title>
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {create.isError && Object.keys(errors).length === 0 && (
            <Alert color="red">{errorText(create.error)}</Alert>
          )}
          <TextInput
            label="Title"
            required
            value={form.title}
            error={errors.title}
            onChange={(e) => set("title")(e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Policy number"
              description="Unique, for example ENG-SR-20"
              required
              value={form.policyNumber}
              error={errors.policyNumber}
              onChange={(e) => set("policyNumber")(e.currentTarget.value)}
            />
            <TextInput
              label="Slug"
              description="Lowercase letters, digits and hyphens"
              required
              value={form.slug}
              error={errors.slug}
              onChange={(e) => set("slug")(e.currentTarget.value)}
            />
            <Select
              label="Kind"
              data={kindOptions}
              value={form.kind}
              onChange={set("kind")}
              allowDeselect={false}
              error={errors.kind}
            />
            <Select
              label="Nation"
              data={choices.data?.nations ?? [{ value: "england", label: "England" }]}
              value={form.nation}
              onChange={set("nation")}
              allowDeselect={false}
              error={errors.nation}
            />
            <Select
              label="Audience"
              data={audienceOptions}
              value={form.audience}
              onChange={set("audience")}
              allowDeselect={false}
              error={errors.audience}
            />
            <TextInput
              label="Folder"
              required
              value={form.folder}
              error={errors.folder}
              onChange={(e) => set("folder")(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/admin/templates">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create template
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
