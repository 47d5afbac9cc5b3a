import { Box, Loader, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router";
import { errorText } from "../../../ui/States";
import { FileEditor } from "../components/FileEditor";
import { FileProblem } from "../components/FileProblem";
import { useChosenFile } from "../hooks/use-chosen-file";
import { myFilesBaseOf } from "../my-files-rules";
import { fetchMyFileContent, myFilesKeys } from "../queries/my-files-api";

/**
 * /company/myfiles/editor and /company/myDocuments/editor (spec 001 §2): a written file in the
 * editor, always fetched fresh so a save is based on the stored version.
 */
export function MyFileEditorPage() {
  const base = myFilesBaseOf(useLocation().pathname);
  const fileId = useChosenFile();
  const file = useQuery({
    queryKey: [myFilesKeys.content, fileId],
    queryFn: () => fetchMyFileContent(fileId ?? ""),
    enabled: fileId !== null,
    staleTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
  });
  if (!fileId) {
    return <FileProblem base={base} title="No file chosen" text="Open a file from My Files to edit it." />;
  }
  if (file.isError) {
    return <FileProblem base={base} title="This file could not be opened" text={errorText(file.error)} />;
  }
  if (!file.data) {
    return (
      <Stack align="center" py="xl">
        <title>File editor | Cloudoc</title>
        <Loader aria-label="Opening the file" />
      </Stack>
    );
  }
  // An uploaded PDF is read, not edited: its details page shows it.
  if (file.data.kind === "pdf") return <Navigate to={`${base}/details`} replace state={{ fileId }} />;
  return (
    <Box maw={1100} mx="auto">
      <FileEditor
        key={`${fileId}:${file.dataUpdatedAt}`}
        file={file.data}
        base={base}
        onReload={() => file.refetch()}
      />
    </Box>
  );
}
