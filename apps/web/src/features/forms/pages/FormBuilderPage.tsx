import {
  type WebFormDetail,
  type WebFormField,
  type WebFormFieldType,
  webFormFieldTypes,
} from "@cloudoc/contract";
import { Alert, Badge, Button, Grid, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorText, fieldErrorsOf } from "../../../lib/form-errors";
import { toast } from "../../../lib/notify";
import { PageHeading } from "../../../ui/PageHeading";
import { LoadError } from "../../../ui/States";
import { SortableList } from "../../admin/ui/SortableList";
import { FieldEditor } from "../components/FieldEditor";
import { FormSettings, type SettingsDraft } from "../components/FormSettings";
import { PhonePreview } from "../components/PhonePreview";
import { errorsByField, fieldTypeLabels, newField } from "../forms-rules";
import { fetchForm, formsKeys, publishForm, saveForm, unpublishForm } from "../queries/forms-api";

/** /company/formbuilder?id= (issue 17): fields added, edited and dragged into order; preview; publish. */
export function FormBuilderPage() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const form = useQuery({ queryKey: [formsKeys.form, id], queryFn: () => fetchForm(id), enabled: id !== "" });
  if (form.isError || id === "") return <LoadError title="The form could not be opened" error={form.error} />;
  if (form.isPending) return <Text c="dimmed">Opening the form…</Text>;
  return <Builder key={form.data.revision} form={form.data} />;
}

function Builder({ form }: { form: WebFormDetail }) {
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<SettingsDraft>({
    title: form.title,
    description: form.description,
    allowPublic: form.allowPublic,
    notifyUserIds: form.notifyUserIds,
  });
  const [fields, setFields] = useState<WebFormField[]>(form.fields);
  const [dirty, setDirty] = useState(false);
  const changeFields = (next: WebFormField[]) => {
    setFields(next);
    setDirty(true);
  };
  const changeSettings = (next: SettingsDraft) => {
    setSettings(next);
    setDirty(true);
  };
  const refresh = (detail: WebFormDetail, message: string) => {
    queryClient.setQueryData([formsKeys.form, form._id], detail);
    void queryClient.invalidateQueries({ queryKey: [formsKeys.list] });
    toast(message, "success");
  };
  const save = () => saveForm({ id: form._id, revision: form.revision, ...settings, fields });
  const saving = useMutation({ mutationFn: save, onSuccess: (reply) => refresh(reply.data, reply.response) });
  const publishing = useMutation({
    mutationFn: async () => {
      if (dirty) await save();
      return publishForm(form._id);
    },
    onSuccess: (reply) => refresh(reply.data, reply.response),
  });
  const unpublishing = useMutation({
    mutationFn: () => unpublishForm(form._id),
    onSuccess: (reply) => refresh(reply.data, reply.response),
  });
  const failed = saving.error ?? publishing.error ?? unpublishing.error;
  const problems = errorsByField(fieldErrorsOf(failed), fields);
  const busy = saving.isPending || publishing.isPending || unpublishing.isPending;
  const add = (type: WebFormFieldType) => changeFields([...fields, newField(type, fields)]);
  const items = fields.map((field) => ({ _id: field.id, field }));

  return (
    <Stack gap="lg">
      <PageHeading
        title="Form builder"
        heading={settings.title || "Untitled form"}
        description={
          <Group gap="xs" component="span">
            <Badge color={form.status === "published" ? "green" : "gray"}>
              {form.status === "published" ? `Published, version ${form.version}` : "Draft"}
            </Badge>
            {dirty && (
              <Text span size="sm">
                Unsaved changes
              </Text>
            )}
          </Group>
        }
        actions={
          <>
            <Button
              variant="default"
              onClick={() => saving.mutate()}
              loading={saving.isPending}
              disabled={busy && !saving.isPending}
            >
              Save draft
            </Button>
            {form.status === "published" && (
              <Button
                variant="light"
                color="red"
                onClick={() => unpublishing.mutate()}
                loading={unpublishing.isPending}
              >
                Unpublish
              </Button>
            )}
            <Button
              onClick={() => publishing.mutate()}
              loading={publishing.isPending}
              disabled={busy && !publishing.isPending}
            >
              Publish
            </Button>
          </>
        }
      />
      {failed && (
        <Alert color="red" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <FormSettings form={form} draft={settings} onChange={changeSettings} />
            <Title order={2} size="h4">
              Fields
            </Title>
            {fields.length === 0 && <Text c="dimmed">No fields yet. Add the first below.</Text>}
            <SortableList
              items={items}
              nameOf={(item) => item.field.label}
              onReorder={(ids) =>
                changeFields(ids.flatMap((fieldId) => fields.filter((f) => f.id === fieldId)))
              }
            >
              {(item) => (
                <FieldEditor
                  field={item.field}
                  error={problems.get(item.field.id)}
                  onChange={(next) => changeFields(fields.map((f) => (f.id === next.id ? next : f)))}
                  onRemove={() => changeFields(fields.filter((f) => f.id !== item.field.id))}
                />
              )}
            </SortableList>
            <AddField onAdd={add} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" pos="sticky" top={16}>
            <Title order={2} size="h4">
              Preview on a phone
            </Title>
            <PhonePreview title={settings.title} description={settings.description} fields={fields} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function AddField({ onAdd }: { onAdd: (type: WebFormFieldType) => void }) {
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} w="fit-content">
          Add a field
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {webFormFieldTypes.map((type) => (
          <Menu.Item key={type} onClick={() => onAdd(type)}>
            {fieldTypeLabels[type]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
