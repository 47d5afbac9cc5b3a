import { type DocumentView, messages, type Orientation } from "@cloudoc/contract";
import { Accordion, Alert, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { draftSavedText } from "../editor-rules";
import { documentExtensions } from "../extensions";
import { editorSidebarPanels } from "../sidebar-panels";
import { useDocumentSaving } from "../use-document-saving";
import { useDraftAutosave } from "../use-draft-autosave";
import { useLeaveGuard } from "../use-leave-guard";
import { DocumentPage } from "./DocumentPage";
import { EditorToolbar } from "./EditorToolbar";
import { HeaderFooterDialog } from "./HeaderFooterDialog";
import { HistoryDrawer } from "./HistoryDrawer";
import { LeaveDialog } from "./LeaveDialog";
import { MissingVariables } from "./MissingVariables";
import { SaveDialog } from "./SaveDialog";
import { StoredHtml } from "./StoredHtml";
import { VariablesPanel } from "./VariablesPanel";
import { type EditorMode, WorkspaceHeader } from "./WorkspaceHeader";

/** The editor for one loaded document: edit and view modes, saving, history, header and footer. */
export function DocumentWorkspace({
  document,
  startingContent,
  onReload,
}: {
  document: DocumentView;
  /** Text to start from instead of the stored one (a saved copy); it counts as unsaved. */
  startingContent?: string;
  onReload: () => Promise<DocumentView>;
}) {
  const fileId = document._id;
  const navigate = useNavigate();
  const [mode, setMode] = useState<EditorMode>("edit");
  const [version, setVersion] = useState(document.version);
  const [orientation, setOrientation] = useState<Orientation>(document.format);
  const [dirty, setDirty] = useState(startingContent !== undefined);
  const [changeCount, setChangeCount] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [closing, setClosing] = useState(false);
  const [dialog, setDialog] = useState<"save" | "history" | "margins" | null>(null);

  const editor = useEditor({
    extensions: documentExtensions(),
    content: startingContent ?? document.content,
    editorProps: { attributes: { "aria-label": "Document text", role: "textbox", "aria-multiline": "true" } },
    onUpdate: () => {
      setDirty(true);
      setChangeCount((count) => count + 1);
    },
  });
  const read = useCallback(() => editor.getHTML(), [editor]);
  const draft = useDraftAutosave({ fileId, name: document.name, changeCount, dirty, read });
  const blocker = useLeaveGuard(dirty);

  const replaceText = (view: DocumentView) => {
    editor.commands.setContent(view.content, { emitUpdate: false });
    setVersion(view.version);
    setDirty(false);
    setConflict(false);
  };
  const saving = useDocumentSaving({
    fileId,
    version,
    setVersion,
    read,
    onSaved: (close) => {
      setDirty(false);
      setDialog(null);
      setClosing(close);
    },
    onReplaced: replaceText,
    onConflict: () => {
      setDialog(null);
      setConflict(true);
      // Keep the user's text safe in saved documents as well as on screen.
      void draft.draftNow().catch(() => undefined);
    },
  });

  // "Save and close" leaves once the page knows nothing is unsaved (so the leave guard stays quiet).
  useEffect(() => {
    if (closing && !dirty) navigate("/company/documents");
  }, [closing, dirty, navigate]);

  useHotkeys([["mod+S", () => setDialog("save")]], [], true);

  const status = conflict
    ? "Not saved: a newer version exists"
    : dirty
      ? draft.savedAt
        ? `Unsaved changes · ${draftSavedText(draft.savedAt)}`
        : "Unsaved changes"
      : "All changes saved";

  return (
    <Stack gap="md">
      <title>{`${document.name} | Document editor | Cloudoc`}</title>
      <WorkspaceHeader
        document={document}
        version={version}
        mode={mode}
        orientation={orientation}
        status={status}
        onMode={setMode}
        onOrientation={(value) => {
          setOrientation(value);
          saving.orientation.mutate(value);
        }}
        onHeaderFooter={() => setDialog("margins")}
        onHistory={() => setDialog("history")}
        onSave={() => setDialog("save")}
      />
      {conflict && (
        <ConflictNotice
          onReload={async () => replaceText(await onReload())}
          draftSavedAt={draft.savedAt}
          newer={document.currentVersion}
        />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
          {mode === "edit" ? (
            <Stack gap="sm">
              <EditorToolbar editor={editor} />
              <DocumentPage
                orientation={orientation}
                headerHtml={document.header}
                footerHtml={document.footer}
                label="Document being edited"
              >
                <EditorContent editor={editor} />
              </DocumentPage>
            </Stack>
          ) : (
            <Stack gap="sm">
              {dirty && (
                <Alert color="blue" variant="light">
                  View shows the last saved version. Save to see your changes here.
                </Alert>
              )}
              <DocumentPage
                orientation={orientation}
                headerHtml={document.viewHeader}
                footerHtml={document.viewFooter}
                label="Document with your details filled in"
              >
                <StoredHtml html={document.viewContent} />
              </DocumentPage>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
          <EditorSidebar
            document={document}
            mode={mode}
            onInsert={(key) => editor.chain().focus().insertVariable(key).run()}
          />
        </Grid.Col>
      </Grid>

      <SaveDialog
        opened={dialog === "save"}
        loadedVersion={version}
        pending={saving.save.isPending}
        error={saving.saveError}
        onClose={() => setDialog(null)}
        onSave={(choices) => saving.save.mutate(choices)}
      />
      <HeaderFooterDialog
        opened={dialog === "margins"}
        header={document.header}
        footer={document.footer}
        pending={saving.headerFooter.isPending}
        error={saving.setupError}
        onClose={() => setDialog(null)}
        onSave={(header, footer) =>
          saving.headerFooter.mutate({ header, footer }, { onSuccess: () => setDialog(null) })
        }
      />
      <HistoryDrawer
        fileId={fileId}
        opened={dialog === "history"}
        currentVersion={version}
        orientation={orientation}
        dirty={dirty}
        restoring={saving.restore.isPending}
        onClose={() => setDialog(null)}
        onRestore={(restored) => saving.restore.mutate(restored)}
      />
      <LeaveDialog blocker={blocker} />
    </Stack>
  );
}

/** Someone else saved first: nothing was written, the user's text stays, reloading is offered. */
function ConflictNotice(props: {
  onReload: () => Promise<void>;
  draftSavedAt: Date | null;
  newer: DocumentView["currentVersion"];
}) {
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);
  const by = props.newer.createdByName ? ` by ${props.newer.createdByName}` : "";
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title="Someone else saved a newer version"
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{messages.conflict}</Text>
        <Text size="sm">
          The latest is version {props.newer.version}
          {by}. Your text is still here and nothing was overwritten
          {props.draftSavedAt ? "; a copy is kept as a draft in Saved documents" : ""}.
        </Text>
        {confirming ? (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Replace your text on screen with the latest version?
            </Text>
            <Button
              size="xs"
              color="red"
              loading={loading}
              onClick={async () => {
                setLoading(true);
                try {
                  await props.onReload();
                } finally {
                  setLoading(false);
                  setConfirming(false);
                }
              }}
            >
              Yes, load the latest
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Keep my text
            </Button>
          </Group>
        ) : (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={() => setConfirming(true)}>
              Reload the latest version
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** The variables (edit) or the missing values (view), then the panels other features mount here. */
function EditorSidebar(props: { document: DocumentView; mode: EditorMode; onInsert: (key: string) => void }) {
  const { document, mode } = props;
  return (
    <Stack gap="md" component="aside" aria-label="Document tools" data-slot="editor-sidebar">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {mode === "edit" ? "Variables" : "Your details in this document"}
        </Title>
        {mode === "edit" ? (
          <VariablesPanel values={document.variableValues} onInsert={props.onInsert} />
        ) : (
          <MissingVariables keys={document.missingVariables} />
        )}
      </Paper>
      {editorSidebarPanels.length > 0 && (
        <Accordion variant="separated" multiple defaultValue={editorSidebarPanels.map((p) => p.id)}>
          {editorSidebarPanels.map(({ id, title, Component }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>{title}</Accordion.Control>
              <Accordion.Panel>
                <Component fileId={document._id} document={document} mode={mode} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
