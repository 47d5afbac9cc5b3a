import { routes, type SigningSource } from "@cloudoc/contract";
import { SegmentedControl, Select, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../lib/api";
import { fetchMyFiles } from "../../my-files/queries/my-files-api";

export interface SigningDocument {
  sourceType: SigningSource;
  sourceId: string;
  name: string;
}

interface Props {
  value: SigningDocument | null;
  onChange: (document: SigningDocument | null) => void;
  error?: string;
}

/** Up to 20 matches for the picker: files of My Files, or documents of the company library. */
async function findDocuments(sourceType: SigningSource, search: string) {
  if (sourceType === "myfile") {
    const { list } = await fetchMyFiles({ folderId: null, search, bin: false }, 1);
    return list.flatMap((item) => (item.type === "file" ? [{ value: item._id, label: item.fileName }] : []));
  }
  const { list } = await call(routes.searchDocuments, { search, skip: 0, limit: 20 });
  return list.map((item) => ({ value: item._id, label: item.name }));
}

/** Chooses what to send for signature: a file of My Files or a library document, found by name. */
export function SourcePicker({ value, onChange, error }: Props) {
  const [sourceType, setSourceType] = useState<SigningSource>(value?.sourceType ?? "myfile");
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const found = useQuery({
    queryKey: ["signing-sources", sourceType, search],
    queryFn: () => findDocuments(sourceType, search),
    enabled: sourceType === "myfile" || search !== "",
  });
  const options = found.data ?? [];
  const withChosen =
    value && !options.some((option) => option.value === value.sourceId)
      ? [{ value: value.sourceId, label: value.name }, ...options]
      : options;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Where the document is"
        value={sourceType}
        onChange={(next) => {
          setSourceType(next === "document" ? "document" : "myfile");
          onChange(null);
        }}
        data={[
          { value: "myfile", label: "My Files" },
          { value: "document", label: "Library documents" },
        ]}
      />
      <Select
        label="Document to sign"
        placeholder={sourceType === "myfile" ? "Search your files" : "Type to search the library"}
        searchable
        searchValue={searchText}
        onSearchChange={setSearchText}
        data={withChosen}
        value={value?.sourceId ?? null}
        onChange={(id, option) => onChange(id ? { sourceType, sourceId: id, name: option.label } : null)}
        filter={({ options: all }) => all}
        nothingFoundMessage={found.isFetching ? "Searching …" : "Nothing found"}
        error={error}
        required
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
