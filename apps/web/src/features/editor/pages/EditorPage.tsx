import { Alert, Anchor, Box, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
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
  const queryClient = useQueryClient();
  useEffect(() => {
    // Spec 000 §2 sends any address with a query string to / when the app starts, so a reload of
    // ?fileId=… would lose the document: remember it for this tab and keep the address clean.
    if (!params.has("fileId") || !fileId) return;
    rememberedFile.set(fileId);
    navigate("/company/documents/editor", { replace: true });
  }, [params, fileId, navigate]);
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

  if (!fileId || view.isError) {
    return (
      <Problem
        title={fileId ? "This document could not be opened" : "No document chosen"}
        text={view.error?.message ?? "Open a document from your documents to edit it."}
      />
    );
  }
  if (!view.data) {
    return (
      <Stack align="center" py="xl">
        <title>Document editor | Cloudoc</title>
        <Loader aria-label="Opening the document" />
      </Stack>
    );
  }
  return (
    <Box maw={1640} mx="auto">
      <DocumentWorkspace key={fileId} document={view.data} onReload={reload} />
    </Box>
  );
}

/** The document this tab has open in the editor (sessionStorage: one per tab). */
const rememberedFile = {
  key: "cloudoc.editor.fileId",
  get(): string {
    try {
      return sessionStorage.getItem(this.key) ?? "";
    } catch {
      return "";
    }
  },
  set(fileId: string) {
    try {
      sessionStorage.setItem(this.key, fileId);
    } catch {
      // Storage refused (private mode): the address still carries the document this time.
    }
  },
};

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
