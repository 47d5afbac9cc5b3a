import { employeeMessages, maxImportBytes, maxImportRows, type StaffImportPreview } from "@cloudoc/contract";
import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconDownload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveBlob } from "../../../lib/save-file";
import { FailureAlert } from "../../../ui/people/FormFooter";
import { errorText } from "../../../ui/States";
import { importButtonLabel, importColumns, importTemplate, previewSummary } from "../employee-rules";
import { employeeKeys, importStaff, previewImport } from "../employees-api";
import { groupKeys } from "../groups-api";
import { FileDrop } from "./FileDrop";
import { ImportPreviewTable } from "./ImportPreviewTable";

interface Chosen {
  name: string;
  text: string;
}

function downloadTemplate() {
  saveBlob(new Blob([importTemplate], { type: "text/csv;charset=utf-8" }), "staff-list-template.csv");
}

function Instructions() {
  return (
    <Stack gap="xs">
      <Text>
        Save your staff list from your spreadsheet as CSV (comma separated), with one row per person and these
        columns in the first row:
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <strong>{importColumns.slice(0, 3).join(", ")}</strong> (required)
        </List.Item>
        <List.Item>
          {importColumns[3]} and {importColumns[4]} (as DD/MM/YYYY), optional
        </List.Item>
        <List.Item>Groups: the names of existing groups, separated by semicolons, optional</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Up to {maxImportRows.toLocaleString("en-GB")} people and {maxImportBytes / 1024} KB per file. Nothing
        is saved until you have seen the preview and confirmed.
      </Text>
      <Anchor component="button" type="button" onClick={downloadTemplate} size="sm">
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden="true" />
          Download the template
        </Group>
      </Anchor>
    </Stack>
  );
}

/**
 * Import a staff list from CSV (issue 14): template, file, a preview with each row's errors, then
 * "Import N employees" stores the good rows in one go.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preview, setPreview] = useState<StaffImportPreview | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [done, setDone] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (file: Chosen) => previewImport(file.text),
    onSuccess: setPreview,
    onError: (error) => setFileProblem(errorText(error)),
  });
  const store = useMutation({
    mutationFn: (file: Chosen) => importStaff(file.text, sendInvitations),
    onSuccess: async (result) => {
      const invited = sendInvitations
        ? ` ${result.invited} invitation${result.invited === 1 ? "" : "s"} sent.`
        : "";
      setDone(
        `${result.message}: ${result.imported} employee${result.imported === 1 ? "" : "s"} added.${invited}`,
      );
      setPreview(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
    },
  });

  const reset = () => {
    setChosen(null);
    setPreview(null);
    setFileProblem(null);
    setDone(null);
    check.reset();
    store.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const pick = async (file: File) => {
    reset();
    if (file.size > maxImportBytes) {
      setFileProblem(employeeMessages.importFileTooLarge);
      return;
    }
    const next = { name: file.name, text: await file.text() };
    setChosen(next);
    check.mutate(next);
  };

  return (
    <Modal opened={opened} onClose={close} title="Import staff from CSV" size="80rem" centered>
      <Stack gap="md">
        {done ? (
          <>
            <Alert role="status" color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
              {done}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={reset}>
                Import another file
              </Button>
              <Button onClick={close} data-autofocus>
                Done
              </Button>
            </Group>
          </>
        ) : (
          <>
            {!preview && <Instructions />}
            {!preview && (
              <FileDrop onFile={(file) => void pick(file)} busy={check.isPending} fileName={chosen?.name} />
            )}
            {fileProblem && <FailureAlert>{fileProblem}</FailureAlert>}
            {preview && chosen && (
              <PreviewStep
                preview={preview}
                fileName={chosen.name}
                sendInvitations={sendInvitations}
                onSendInvitations={setSendInvitations}
                failure={store.isError ? errorText(store.error) : null}
                importing={store.isPending}
                onAnother={reset}
                onImport={() => store.mutate(chosen)}
              />
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}

interface PreviewStepProps {
  preview: StaffImportPreview;
  fileName: string;
  sendInvitations: boolean;
  onSendInvitations: (value: boolean) => void;
  failure: string | null;
  importing: boolean;
  onAnother: () => void;
  onImport: () => void;
}

function PreviewStep({
  preview,
  fileName,
  sendInvitations,
  onSendInvitations,
  failure,
  importing,
  onAnother,
  onImport,
}: PreviewStepProps) {
  return (
    <>
      <Alert
        role="status"
        color={preview.invalid > 0 ? "orange" : "green"}
        variant="light"
        title={`Preview of ${fileName}`}
        icon={
          preview.invalid > 0 ? (
            <IconAlertTriangle aria-hidden="true" />
          ) : (
            <IconCircleCheck aria-hidden="true" />
          )
        }
      >
        {previewSummary(preview)}
        {preview.invalid > 0 &&
          " Rows with errors are listed first; correct them in your file and import it again."}
      </Alert>
      <ImportPreviewTable rows={preview.rows} />
      <Checkbox
        label="Email each imported employee an invitation to register"
        description="Otherwise you can send invitations later from each employee's page."
        checked={sendInvitations}
        onChange={(event) => onSendInvitations(event.currentTarget.checked)}
      />
      {failure && <FailureAlert>{failure}</FailureAlert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          Choose another file
        </Button>
        <Button onClick={onImport} loading={importing} disabled={preview.valid === 0}>
          {importButtonLabel(preview.valid)}
        </Button>
      </Group>
    </>
  );
}
