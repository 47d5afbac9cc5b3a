import { type MyFileWithContent, messages } from "@cloudoc/contract";
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconArrowLeft, IconDeviceFloppy, IconLayoutNavbar } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { EditorContent, useEditor } from "@tiptap/react";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { DocumentPage } from "../../editor/components/DocumentPage";
import { EditorToolbar } from "../../editor/components/EditorToolbar";
import { HeaderFooterDialog } from "../../editor/components/HeaderFooterDialog";
import { LeaveDialog } from "../../editor/components/LeaveDialog";
import { documentExtensions } from "../../editor/extensions";
import { useLeaveGuard } from "../../editor/use-leave-guard";
import type { MyFilesBase } from "../my-files-rules";
import { saveMyFile } from "../queries/my-files-api";

interface Props {
  file: MyFileWithContent;
  base: MyFilesBase;
  /** Loads the stored file again (after someone else saved it). */
  onReload: () => Promise<unknown>;
}

/** A written file in the editor: its inner content on an A4 sheet, header and footer, saving. */
export function FileEditor({ file, base, onReload }: Props) {
  const [version, setVersion] = useState(file.version);
  const [margins, setMargins] = useState({ header: file.headerContent, footer: file.footerContent });
  const [dirty, setDirty] = useState(false);
  const [editingMargins, setEditingMargins] = useState(false);
  const editor = useEditor({
    extensions: documentExtensions(),
    content: file.innerContent,
    editorProps: { attributes: { "aria-label": "File text", role: "textbox", "aria-multiline": "true" } },
    onUpdate: () => setDirty(true),
  });
  const blocker = useLeaveGuard(dirty);
  const save = useMutation({
    mutationFn: () =>
      saveMyFile({
        fileId: file._id,
        version,
        headerContent: margins.header,
        innerContent: editor.getHTML(),
        footerContent: margins.footer,
      }),
    onSuccess: ({ message, file: saved }) => {
      setVersion(saved.version);
      setDirty(false);
      toast(message, "success");
    },
  });
  useHotkeys([["mod+S", () => save.mutate()]], [], true);
  const conflict = save.error instanceof ApiError && save.error.httpStatus === 409;

  return (
    <Stack gap="md">
      <title>{`${file.fileName} | File editor | Cloudoc`}</title>
      <Anchor component={Link} to={base} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Back to my files
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {file.fileName}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="editor-status">
            {dirty ? "Unsaved changes" : "All changes saved"}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconLayoutNavbar size={16} aria-hidden="true" />}
            onClick={() => setEditingMargins(true)}
          >
            Header and footer
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            Save
          </Button>
        </Group>
      </Group>
      {save.isError && (
        <Alert color="red" role="alert" title={conflict ? "Someone saved a newer version" : undefined}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{conflict ? messages.conflict : errorText(save.error)}</Text>
            {conflict && (
              <Button size="xs" variant="white" color="red" onClick={() => void onReload()}>
                Load the newer version (your changes here are lost)
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <EditorToolbar editor={editor} />
      <DocumentPage
        orientation="potrait"
        headerHtml={margins.header}
        footerHtml={margins.footer}
        label="File being edited"
      >
        <EditorContent editor={editor} />
      </DocumentPage>
      <HeaderFooterDialog
        opened={editingMargins}
        header={margins.header}
        footer={margins.footer}
        pending={false}
        onClose={() => setEditingMargins(false)}
        onSave={(header, footer) => {
          setMargins({ header, footer });
          setDirty(true);
          setEditingMargins(false);
        }}
      />
      <LeaveDialog blocker={blocker} />
    </Stack>
  );
}
