import type { TemplateDetail } from "@cloudoc/contract";
import {
  Alert,
  Anchor,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEditor } from "@tiptap/react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { errorText, LoadError } from "../../../../ui/States";
import { documentExtensions } from "../../../editor/extensions";
import { CompareModal } from "../components/CompareModal";
import { PreviewModal } from "../components/PreviewModal";
import { PublishModal } from "../components/PublishModal";
import { TemplateActions } from "../components/TemplateActions";
import { TemplateBody } from "../components/TemplateBody";
import { TemplateSidebar } from "../components/TemplateSidebar";
import { TemplateStatusBadge } from "../components/TemplateStatusBadge";
import { useTemplateDraft } from "../hooks/use-template-draft";
import { fetchTemplate, templateKeys } from "../queries/templates";

/** One master template: its draft in the company editor, its versions, preview and publishing. */
export function TemplateEditorPage() {
  const { id = "" } = useParams();
  const template = useQuery({ queryKey: templateKeys.detail(id), queryFn: () => fetchTemplate(id) });
  const [discards, setDiscards] = useState(0);
  if (template.isPending) return <Loader aria-label="Loading the template" />;
  if (template.isError)
    return (
      <LoadError
        title="The template could not be loaded"
        error={template.error}
        onRetry={() => void template.refetch()}
      />
    );
  // A publish or a discard replaces the text being edited: the editor starts again from it.
  return (
    <TemplateEditor
      key={`${template.data.version}-${discards}`}
      detail={template.data}
      onDiscarded={() => setDiscards((count) => count + 1)}
    />
  );
}

function TemplateEditor({ detail, onDiscarded }: { detail: TemplateDetail; onDiscarded: () => void }) {
  const draft = useTemplateDraft(detail, onDiscarded);
  const { fields, change } = draft;
  const [dialog, setDialog] = useState<"publish" | "preview" | "compare" | null>(null);
  const editor = useEditor({
    extensions: documentExtensions(),
    content: fields.content,
    editorProps: { attributes: { "aria-label": "Template text", role: "textbox", "aria-multiline": "true" } },
    onUpdate: draft.markDirty,
  });
  draft.readContent.current = editor ? () => editor.getHTML() : null;
  const failure = draft.save.error ?? draft.discard.error ?? draft.withdraw.error;

  return (
    <Stack gap="md">
      <title>{`${fields.title} | Cloudoc admin`}</title>
      <Anchor component={Link} to="/admin/templates" size="sm">
        ← All templates
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {fields.title}
            </Title>
            <TemplateStatusBadge status={detail.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {detail.policyNumber} · version {detail.version || "not published"}
            {detail.draft
              ? ` · draft ${detail.draft.source === "import" ? "from a library import" : "saved"}`
              : ""}
            {draft.dirty ? " · unsaved changes" : ""}
          </Text>
        </Stack>
        <TemplateActions
          detail={detail}
          draft={draft}
          onPreview={() => setDialog("preview")}
          onCompare={() => setDialog("compare")}
          onPublish={() => setDialog("publish")}
        />
      </Group>
      {draft.conflict && (
        <Alert color="orange" title="Someone else saved this draft">
          Your text is still here. Reload the page to see their changes, then make yours again.
        </Alert>
      )}
      {failure && !draft.conflict && <Alert color="red">{errorText(failure)}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Title"
                  value={fields.title}
                  onChange={(e) => change({ title: e.currentTarget.value })}
                />
                <TextInput
                  label="Policy number"
                  value={fields.policyNumber}
                  onChange={(e) => change({ policyNumber: e.currentTarget.value })}
                />
                <TextInput
                  label="Summary"
                  value={fields.summary}
                  onChange={(e) => change({ summary: e.currentTarget.value })}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="orientation-label">
                    Orientation
                  </Text>
                  <SegmentedControl
                    aria-labelledby="orientation-label"
                    value={fields.format}
                    onChange={(value) => change({ format: value === "landscape" ? "landscape" : "potrait" })}
                    data={[
                      { value: "potrait", label: "Portrait" },
                      { value: "landscape", label: "Landscape" },
                    ]}
                  />
                </Stack>
              </SimpleGrid>
            </Paper>
            {editor && (
              <TemplateBody
                editor={editor}
                orientation={fields.format}
                header={fields.header}
                footer={fields.footer}
                onMargins={(header, footer) => change({ header, footer })}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TemplateSidebar
            detail={detail}
            fields={fields}
            onChange={change}
            onInsertVariable={(key) => editor?.chain().focus().insertVariable(key).run()}
          />
        </Grid.Col>
      </Grid>
      <PublishModal
        opened={dialog === "publish"}
        nextVersion={detail.version + 1}
        pending={draft.publish.isPending}
        error={draft.publish.error ? errorText(draft.publish.error) : undefined}
        onClose={() => setDialog(null)}
        onPublish={(notes, changeClass) => draft.publish.mutate({ notes, changeClass })}
      />
      <PreviewModal
        templateId={detail._id}
        version={null}
        opened={dialog === "preview"}
        onClose={() => setDialog(null)}
      />
      <CompareModal
        templateId={detail._id}
        version={dialog === "compare" ? "draft" : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
