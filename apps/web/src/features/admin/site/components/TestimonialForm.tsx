import { routes, type TestimonialSave } from "@cloudoc/contract";
import { Input, Rating, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { call } from "../../../../lib/api";
import type { Testimonial } from "../../../site/types";
import { FormButtons } from "../../ui/FormButtons";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys } from "../queries/site";

const saveTestimonial = (input: TestimonialSave) => call(routes.adminTestimonialSave, input);

/** Adds a testimonial (at the end of the list) or edits one. */
export function TestimonialForm({
  testimonial,
  onClose,
}: {
  testimonial: Testimonial | null;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: {
      name: testimonial?.name ?? "",
      role: testimonial?.role ?? "",
      organisation: testimonial?.organisation ?? "",
      quote: testimonial?.quote ?? "",
      rating: testimonial?.rating ?? 5,
    },
  });
  const save = useSiteChange(saveTestimonial, {
    adminKey: adminSiteKeys.testimonials,
    onFieldErrors: form.setErrors,
    onSaved: onClose,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, _id: testimonial?._id }))}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={120} data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Role"
            placeholder="Registered manager"
            maxLength={120}
            {...form.getInputProps("role")}
          />
          <TextInput label="Organisation" maxLength={160} {...form.getInputProps("organisation")} />
        </SimpleGrid>
        <Textarea
          label="Quote"
          withAsterisk
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps("quote")}
        />
        <Input.Wrapper label="Rating" error={form.errors.rating} labelElement="div">
          <Rating mt={4} size="lg" aria-label="Rating, out of 5 stars" {...form.getInputProps("rating")} />
        </Input.Wrapper>
        <FormButtons label="Save testimonial" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
