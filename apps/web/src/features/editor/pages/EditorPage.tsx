import { Alert, Anchor, Box, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { fetchSavedForEditor } from "../../saved-documents/extras-api";
import { DocumentWorkspace } from "../components/DocumentWorkspace";
import { documentViewKey, fetchDocumentView } from "../editor-api";

/**
 * /company/documents/editor?fileId=… (spec 001 §2): the document editor. The document is always
 * fetched fresh on opening, so the version a save is based on is the stored one.
 */
export function EditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fileId = params.get("fileId")?.trim() || rememberedFile.get();
  const savedId = params.has("fileId") ? (params.get("saved")?.trim() ?? "") : rememberedSaved.get();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Spec 000 §2 sends any address with a query string to / when the app starts, so a reload of
    // ?fileId=… would lose the document: remember it for this tab and keep the address clean.
    if (!params.has("fileId") || !fileId) return;
    rememberedFile.set(fileId);
    rememberedSaved.set(savedId);
    navigate("/company/documents/editor", { replace: true });
  }, [params, fileId, savedId, navigate]);
  // Opened from saved documents (…&saved=id): start from the saved copy's text, unsaved.
  const saved = useQuery({
    queryKey: ["saved-for-editor", savedId],
    queryFn: () => fetchSavedForEditor(savedId),
    enabled: savedId !== "",
    staleTime: 0,
  });
  const view = useQuery({
    queryKey: documentViewKey(fileId),
    queryFn: () => fetchDocumentView(fileId),
    enabled: fileId !== "",
    staleTime: 0,
    refetchOnMount: "always",
  });
  const reload = () =>
    queryClient.fetchQuery({
      queryKey: documentViewKey(fileId),
      queryFn: () => fetchDocumentView(fileId),
      staleTime: 0,
    });

  if (!fileId || view.isError || saved.isError) {
    return (
      <Problem
        title={fileId ? "This document could not be opened" : "No document chosen"}
        text={(view.error ?? saved.error)?.message ?? "Open a document from your documents to edit it."}
      />
    );
  }
  if (!view.data || (savedId !== "" && !saved.data)) {
    return (
      <Stack align="center" py="xl">
        <title>Document editor | Cloudoc</title>
        <Loader aria-label="Opening the document" />
      </Stack>
    );
  }
  return (
    <Box maw={1640} mx="auto">
      <DocumentWorkspace
        key={`${fileId}:${savedId}`}
        document={view.data}
        startingContent={saved.data?.content}
        onReload={reload}
      />
    </Box>
  );
}

/** A value this tab keeps for the editor across reloads (sessionStorage: one per tab). */
function tabMemory(key: string) {
  return {
    get(): string {
      try {
        return sessionStorage.getItem(key) ?? "";
      } catch {
        return "";
      }
    },
    set(value: string) {
      try {
        sessionStorage.setItem(key, value);
      } catch {
        // Storage refused (private mode): the address still carries the document this time.
      }
    },
  };
}

/** The document this tab has open in the editor, and the saved copy it started from (if any). */
const rememberedFile = tabMemory("cloudoc.editor.fileId");
const rememberedSaved = tabMemory("cloudoc.editor.saved");

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Stack maw={640} mx="auto" py="xl">
      <title>Document editor | Cloudoc</title>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red">
        <Text size="sm">{text}</Text>
      </Alert>
      <Anchor component={Link} to="/company/documents">
        Back to documents
      </Anchor>
    </Stack>
  );
}
