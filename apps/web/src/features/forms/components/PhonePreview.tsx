import type { WebFormField } from "@cloudoc/contract";
import { Stack, Text, Title } from "@mantine/core";
import { FormQuestions } from "./FormQuestions";
import classes from "./forms.module.css";

const ignore = () => {};

/** The form as a phone shows it (about 375 pixels wide), to check before publishing. */
export function PhonePreview({
  title,
  description,
  fields,
}: {
  title: string;
  description: string;
  fields: readonly WebFormField[];
}) {
  return (
    <section className={classes.phone} aria-label="Preview on a phone" data-testid="phone-preview">
      <Stack gap="md" p="md">
        <Title order={2} size="h3">
          {title || "Untitled form"}
        </Title>
        {description && <Text size="sm">{description}</Text>}
        <FormQuestions fields={fields} answers={{}} files={{}} onAnswer={ignore} onFile={ignore} preview />
      </Stack>
    </section>
  );
}
