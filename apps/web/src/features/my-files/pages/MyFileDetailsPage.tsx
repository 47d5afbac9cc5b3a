import { Button, Grid, Loader, Stack, Title } from "@mantine/core";
import { IconDownload, IconEdit, IconMail, IconSignature } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { PageHeading } from "../../../ui/PageHeading";
import { errorText } from "../../../ui/States";
import { EnvelopesPanel } from "../../signing/components/EnvelopesPanel";
import { useCanSign } from "../../signing/hooks/use-can-sign";
import { FileFacts } from "../components/FileFacts";
import { FilePreview } from "../components/FilePreview";
import { FileProblem } from "../components/FileProblem";
import { MyFilesDialogs } from "../components/MyFilesDialogs";
import { useChosenFile } from "../hooks/use-chosen-file";
import { useMyFilesActions } from "../hooks/use-my-files-actions";
import { myFilesBaseOf } from "../my-files-rules";
import { fetchMyFileContent, fetchMyFileDetails, myFilesKeys } from "../queries/my-files-api";

/**
 * /company/myfiles/details and /company/myDocuments/details (spec 001 §2): one file, read in
 * place, with its details, downloads, sharing and (pro package) its signature requests.
 */
export function MyFileDetailsPage() {
  const base = myFilesBaseOf(useLocation().pathname);
  const fileId = useChosenFile();
  const canSign = useCanSign();
  const actions = useMyFilesActions({ base, folderId: null });
  const details = useQuery({
    queryKey: [myFilesKeys.details, fileId],
    queryFn: () => fetchMyFileDetails(fileId ?? ""),
    enabled: fileId !== null,
  });
  const content = useQuery({
    queryKey: [myFilesKeys.content, fileId],
    queryFn: () => fetchMyFileContent(fileId ?? ""),
    enabled: fileId !== null,
    staleTime: 0,
  });
  if (!fileId)
    return (
      <FileProblem base={base} title="No file chosen" text="Open a file from My Files to see its details." />
    );
  const error = details.error ?? content.error;
  if (error) return <FileProblem base={base} title="This file could not be opened" text={errorText(error)} />;
  if (!details.data || !content.data) {
    return (
      <Stack align="center" py="xl">
        <title>File details | Cloudoc</title>
        <Loader aria-label="Opening the file" />
      </Stack>
    );
  }
  const file = details.data;
  const downloading = (type: "pdf" | "word") =>
    actions.download.isPending && actions.download.variables.type === type;
  return (
    <Stack gap="lg">
      <PageHeading
        title={file.fileName}
        description={file.kind === "pdf" ? "An uploaded PDF." : "A file written in the editor."}
        actions={
          <>
            {file.kind === "editor" && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden="true" />}
                onClick={() => actions.openFile(file)}
              >
                Edit
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading("pdf")}
              onClick={() => actions.download.mutate({ file, type: "pdf" })}
            >
              Download PDF
            </Button>
            {file.kind === "editor" && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={downloading("word")}
                onClick={() => actions.download.mutate({ file, type: "word" })}
              >
                Download Word
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden="true" />}
              onClick={() => actions.setDialog({ kind: "share", file })}
            >
              Share by email
            </Button>
            {canSign && (
              <Button
                leftSection={<IconSignature size={16} aria-hidden="true" />}
                onClick={() => actions.setDialog({ kind: "sign", file })}
              >
                Send for signature
              </Button>
            )}
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <FilePreview file={content.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <FileFacts file={file} />
            {canSign && (
              <Stack gap="sm" component="section" aria-labelledby="file-signatures">
                <Title order={2} size="h4" id="file-signatures">
                  Signature requests
                </Title>
                <EnvelopesPanel sourceId={file._id} />
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <MyFilesDialogs actions={actions} folderName="My Files" />
    </Stack>
  );
}
