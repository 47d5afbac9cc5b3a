import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { useId, useRef, useState } from "react";
import { pdfProblem } from "../policy-rules";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Choose a policy PDF: a button (keyboard and phone) or a file dropped on the area. The server
 * checks the file's bytes again; this only saves uploading something it would refuse.
 */
export function PdfPicker({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  error?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    onChange(chosen, pdfProblem(chosen));
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={`${hintId}-label`}>
        Policy PDF
      </Text>
      <Paper
        withBorder
        radius="md"
        p="lg"
        style={{
          borderStyle: "dashed",
          borderColor: error
            ? "var(--mantine-color-red-8)"
            : over
              ? "var(--mantine-color-brand-6)"
              : undefined,
          background: over ? "var(--mantine-color-brand-0)" : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files[0]);
        }}
      >
        <Group gap="md" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <IconFileTypePdf size={32} aria-hidden="true" color="var(--mantine-color-red-8)" />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {file ? file.name : "Drop a PDF here, or choose one"}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {file ? sizeText(file.size) : "PDF only, up to 20 MB"}
              </Text>
            </Stack>
          </Group>
          <Button
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            {file ? "Choose another PDF" : "Choose a PDF"}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-labelledby={`${hintId}-label`}
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
        />
      </Paper>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
