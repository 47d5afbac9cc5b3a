import { type FaqSave, routes } from "@cloudoc/contract";
import { Autocomplete, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { call } from "../../../../lib/api";
import type { Faq } from "../../../site/types";
import { FormButtons } from "../../ui/FormButtons";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys } from "../queries/site";

const saveFaq = (input: FaqSave) => call(routes.adminFaqSave, input);

/** Adds an FAQ (at the end of the list) or edits one; the category may be new or an existing one. */
export function FaqForm({
  faq,
  categories,
  onClose,
}: {
  faq: Faq | null;
  categories: string[];
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: {
      category: faq?.category ?? "",
      question: faq?.question ?? "",
      answer: faq?.answer ?? "",
    },
  });
  const save = useSiteChange(saveFaq, {
    adminKey: adminSiteKeys.faqs,
    onFieldErrors: form.setErrors,
    onSaved: onClose,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, _id: faq?._id }))}>
      <Stack gap="md">
        <Autocomplete
          label="Category"
          description="Questions are grouped under their category on the FAQ page."
          withAsterisk
          data={categories}
          maxLength={80}
          data-autofocus
          {...form.getInputProps("category")}
        />
        <TextInput label="Question" withAsterisk maxLength={300} {...form.getInputProps("question")} />
        <Textarea
          label="Answer"
          withAsterisk
          autosize
          minRows={4}
          maxLength={5000}
          {...form.getInputProps("answer")}
        />
        <FormButtons label="Save FAQ" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
