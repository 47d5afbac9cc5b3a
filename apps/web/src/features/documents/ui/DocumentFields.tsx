import { defaultOrientation, messages, type Orientation } from "@cloudoc/contract";
import { Input, ScrollArea, SegmentedControl, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { NewDocument } from "../documents-api";
import classes from "./documents.module.css";
import { FolderTree } from "./FolderTree";

export const emptyDocument = (folderId: string | null): NewDocument => ({
  fileName: "",
  policyNumber: "",
  format: defaultOrientation,
  folderId,
});

/** Spec 001 §5: a file name is required. */
export function documentErrors(value: NewDocument): { fileName?: string } {
  return value.fileName.trim() === "" ? { fileName: messages.enterFileName } : {};
}

/** The fields of a new document: name, policy number, orientation (portrait by default) and folder. */
export function DocumentFields({
  value,
  onChange,
  error,
  treeHeight = 200,
}: {
  value: NewDocument;
  onChange: (value: NewDocument) => void;
  error?: string;
  treeHeight?: number;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="File name"
        value={value.fileName}
        onChange={(event) => onChange({ ...value, fileName: event.currentTarget.value })}
        error={error}
        maxLength={300}
        required
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Policy number"
          placeholder="e.g. HR-014"
          value={value.policyNumber}
          onChange={(event) => onChange({ ...value, policyNumber: event.currentTarget.value })}
          maxLength={50}
        />
        <Input.Wrapper label="Orientation" id="new-document-orientation">
          <SegmentedControl
            fullWidth
            aria-labelledby="new-document-orientation-label"
            value={value.format}
            onChange={(format) => onChange({ ...value, format: format as Orientation })}
            data={[
              { value: defaultOrientation, label: "Portrait" },
              { value: "landscape", label: "Landscape" },
            ]}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Input.Wrapper label="Folder" description="Where the document is kept">
        <ScrollArea.Autosize mah={treeHeight} className={classes.pickerBox} mt={6} p={4} type="auto">
          <FolderTree
            label="Choose a folder"
            rootLabel="Top level (no folder)"
            selectedId={value.folderId}
            onSelect={(folderId) => onChange({ ...value, folderId })}
          />
        </ScrollArea.Autosize>
      </Input.Wrapper>
    </Stack>
  );
}
