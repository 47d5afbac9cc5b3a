import { isAnswered, type ShownAnswer, type SubmissionDetail, type WebFormField } from "@cloudoc/contract";
import { Alert, Button, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { errorText } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import {
  downloadSubmissionFile,
  downloadSubmissionPdf,
  fetchSubmission,
  formsKeys,
} from "../queries/forms-api";

const isAttached = (
  answer: ShownAnswer | undefined,
): answer is { fileName: string; contentType: string; size: number } =>
  typeof answer === "object" && answer !== null && !Array.isArray(answer);

function answerWords(field: WebFormField, answer: ShownAnswer | undefined): string {
  if (answer === undefined || answer === null || answer === "") return "—";
  if (typeof answer === "boolean") return answer ? "Yes" : "No";
  if (Array.isArray(answer)) return answer.join(", ");
  if (field.type === "date" && typeof answer === "string") return answer.split("-").reverse().join("/");
  return String(answer);
}

function Answer({ submission, field }: { submission: SubmissionDetail; field: WebFormField }) {
  const answer = submission.answers[field.id];
  const download = useMutation({
    mutationFn: () =>
      downloadSubmissionFile(submission._id, field.id, isAttached(answer) ? answer.fileName : "file"),
  });
  if (field.type === "heading")
    return (
      <Title order={3} size="h5" mt="sm">
        {field.label}
      </Title>
    );
  if (!isAnswered(field)) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {field.label}
      </Text>
      {isAttached(answer) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          w="fit-content"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {field.type === "signature" ? "Signature (PNG)" : answer.fileName}
        </Button>
      ) : (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {answerWords(field, answer)}
        </Text>
      )}
    </Stack>
  );
}

/** One submission: who sent it and when, each answer, its files, and the PDF. */
export function SubmissionDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const submission = useQuery({
    queryKey: [formsKeys.submission, id],
    queryFn: () => fetchSubmission(id ?? ""),
    enabled: id !== null,
  });
  const pdf = useMutation({ mutationFn: () => downloadSubmissionPdf(id ?? "") });
  const data = submission.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title="Submission">
      {submission.isError && <Alert color="red">{errorText(submission.error)}</Alert>}
      {data && (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={600}>{data.submittedBy}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(data.createdAt)} · version {data.version}
            </Text>
          </Stack>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate()}
            >
              Download PDF
            </Button>
          </Group>
          {pdf.isError && <Alert color="red">{errorText(pdf.error)}</Alert>}
          {data.fields.map((field) => (
            <Answer key={field.id} submission={data} field={field} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
