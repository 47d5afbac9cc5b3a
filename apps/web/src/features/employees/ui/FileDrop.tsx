import { Button, FileButton, Paper, Stack, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { type DragEvent, useState } from "react";

/**
 * A drop zone for one CSV file, with a button that opens the file picker (keyboard and touch).
 * @mantine/dropzone is not installed; this does the same with the browser's drag and drop.
 */
export function FileDrop({
  onFile,
  busy,
  fileName,
}: {
  onFile: (file: File) => void;
  busy: boolean;
  /** The file chosen last, to say so. */
  fileName?: string;
}) {
  const [over, setOver] = useState(false);
  const stop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      bg={over ? "blue.0" : "gray.0"}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: over ? "var(--mantine-color-blue-7)" : undefined,
      }}
      onDragEnter={(event) => {
        stop(event);
        setOver(true);
      }}
      onDragOver={stop}
      onDragLeave={(event) => {
        stop(event);
        setOver(false);
      }}
      onDrop={(event) => {
        stop(event);
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <IconFileSpreadsheet size={36} stroke={1.5} aria-hidden="true" />
        <Text fw={600}>Drop your CSV file here</Text>
        <Text size="sm" c="dimmed">
          or
        </Text>
        <FileButton onChange={(file) => file && onFile(file)} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} loading={busy}>
              Choose a CSV file
            </Button>
          )}
        </FileButton>
        {fileName && (
          <Text size="sm" aria-live="polite">
            Chosen: {fileName}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
