import {
  type AdminKnowledgeArticle,
  isVideoEmbedAddress,
  type KnowledgeSave,
  routes,
} from "@cloudoc/contract";
import { AspectRatio, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { call } from "../../../../lib/api";
import { FormButtons } from "../../ui/FormButtons";
import { useSiteChange } from "../hooks/use-site-change";
import { adminSiteKeys } from "../queries/site";
import { RichTextField } from "./RichTextField";
import { SlugInput, slugAfterTitleChange } from "./SlugInput";

const saveArticle = (input: KnowledgeSave) => call(routes.adminKnowledgeSave, input);

/** Adds a knowledge-base article or video (at the end of the list) or edits one. */
export function KnowledgeForm({
  article,
  onClose,
}: {
  article: AdminKnowledgeArticle | null;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: {
      title: article?.title ?? "",
      slug: article?.slug ?? "",
      summary: article?.summary ?? "",
      body: article?.body ?? "",
      videoUrl: article?.videoUrl ?? "",
      published: article?.published ?? true,
    },
  });
  const save = useSiteChange(saveArticle, {
    adminKey: adminSiteKeys.knowledge,
    onFieldErrors: form.setErrors,
    onSaved: onClose,
  });
  const titleProps = form.getInputProps("title");
  const video = form.values.videoUrl.trim();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ ...values, previousSlug: article?.slug }))}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          maxLength={200}
          data-autofocus
          {...titleProps}
          onChange={(event) => {
            const { slug, title } = form.values;
            form.setFieldValue(
              "slug",
              slugAfterTitleChange(!article, slug, title, event.currentTarget.value),
            );
            titleProps.onChange(event);
          }}
        />
        <SlugInput {...form.getInputProps("slug")} />
        <Textarea
          label="Summary"
          description="Shown on the article's card in the help centre."
          withAsterisk
          autosize
          maxLength={500}
          {...form.getInputProps("summary")}
        />
        <TextInput
          label="Video address"
          description="Optional: a YouTube or Vimeo embed address, such as https://www.youtube.com/embed/…"
          placeholder="https://www.youtube.com/embed/…"
          {...form.getInputProps("videoUrl")}
        />
        {isVideoEmbedAddress(video) && (
          <AspectRatio ratio={16 / 9} maw={420}>
            <iframe src={video} title="Video preview" allowFullScreen style={{ border: 0 }} />
          </AspectRatio>
        )}
        <RichTextField
          label="Article"
          initialValue={form.values.body}
          onChange={(html) => form.setFieldValue("body", html)}
          error={form.errors.body as string | undefined}
        />
        <Switch
          label="Published: shown in the public help centre"
          {...form.getInputProps("published", { type: "checkbox" })}
        />
        <FormButtons label="Save article" saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
