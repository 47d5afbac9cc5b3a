import { type PageSave, routes } from "@cloudoc/contract";
import { Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { call } from "../../../../lib/api";
import type { SitePage } from "../../../site/types";
import { FormButtons } from "../../ui/FormButtons";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys } from "../queries/site";
import { RichTextField } from "./RichTextField";
import { SlugInput, slugAfterTitleChange } from "./SlugInput";

const savePage = (input: PageSave) => call(routes.adminPageSave, input);

/** Adds a legal page (/pages/{slug}) or edits one; changing the slug moves the page. */
export function PageForm({ page, onClose }: { page: SitePage | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: page?.name ?? "", slug: page?.slug ?? "", content: page?.content ?? "" },
  });
  const save = useSiteChange(savePage, {
    adminKey: adminSiteKeys.pages,
    onFieldErrors: form.setErrors,
    onSaved: onClose,
  });
  const nameProps = form.getInputProps("name");

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ ...values, previousSlug: page?.slug }))}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          maxLength={120}
          data-autofocus
          {...nameProps}
          onChange={(event) => {
            const { slug, name } = form.values;
            form.setFieldValue("slug", slugAfterTitleChange(!page, slug, name, event.currentTarget.value));
            nameProps.onChange(event);
          }}
        />
        <SlugInput prefix="/pages/" {...form.getInputProps("slug")} />
        <RichTextField
          label="Text"
          initialValue={form.values.content}
          onChange={(html) => form.setFieldValue("content", html)}
          error={form.errors.content as string | undefined}
        />
        <FormButtons label="Save page" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
