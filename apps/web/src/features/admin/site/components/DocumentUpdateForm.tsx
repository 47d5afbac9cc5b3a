import { type DocumentUpdateSave, routes } from "@cloudoc/contract";
import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { call } from "../../../../lib/api";
import type { UpdatedDocument } from "../../../site/types";
import { FormButtons } from "../../ui/FormButtons";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys } from "../queries/site";

const saveUpdate = (input: DocumentUpdateSave) => call(routes.adminDocumentUpdateSave, input);

/** Corrects an entry of the public document-updates feed (entries are added when a template is published). */
export function DocumentUpdateForm({ update, onClose }: { update: UpdatedDocument; onClose: () => void }) {
  const form = useForm({
    initialValues: {
      filename: update.filename,
      policyNumber: update.policyNumber,
      updated_at: update.updated_at.slice(0, 10),
      summary: update.summary,
    },
  });
  const save = useSiteChange(saveUpdate, {
    adminKey: adminSiteKeys.documentUpdatesAll,
    onFieldErrors: form.setErrors,
    onSaved: onClose,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, _id: update._id }))}>
      <Stack gap="md">
        <TextInput
          label="Document title"
          withAsterisk
          maxLength={200}
          data-autofocus
          {...form.getInputProps("filename")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Policy number"
            withAsterisk
            maxLength={40}
            {...form.getInputProps("policyNumber")}
          />
          <TextInput type="date" label="Updated on" withAsterisk {...form.getInputProps("updated_at")} />
        </SimpleGrid>
        <Textarea
          label="What changed"
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps("summary")}
        />
        <FormButtons label="Save entry" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
