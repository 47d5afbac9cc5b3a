import { messages } from "@cloudoc/contract";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { folderPathLabel } from "../my-files-rules";
import { fetchTargetFolders, myFilesKeys } from "../queries/my-files-api";

/** The top of My Files as a choice (null is the top in the calls' helpers). */
const topValue = "top";

interface Props {
  /** The folder being moved or copied: it and its sub-folders are not offered. */
  movingFolderId: string | null;
  /** The chosen target: undefined while none, null for the top. */
  value: string | null | undefined;
  onChange: (folderId: string | null | undefined) => void;
  error: string | null;
}

/** Where a file or folder goes: the top of My Files or one of the folders it may go into. */
export function FolderSelect({ movingFolderId, value, onChange, error }: Props) {
  const targets = useQuery({
    queryKey: [myFilesKeys.targets, movingFolderId],
    queryFn: () => fetchTargetFolders(movingFolderId),
  });
  const data = [
    { value: topValue, label: "My Files (top level)" },
    ...(targets.data ?? []).map((folder) => ({ value: folder._id, label: folderPathLabel(folder) })),
  ];
  return (
    <Select
      label="Folder"
      placeholder={targets.isPending ? "Loading your folders …" : "Choose a folder"}
      data={data}
      value={value === undefined ? null : (value ?? topValue)}
      onChange={(chosen) => onChange(chosen === null ? undefined : chosen === topValue ? null : chosen)}
      error={error ?? (targets.isError ? messages.somethingWentWrong : null)}
      searchable
      required
      nothingFoundMessage="No folder matches"
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
