import { maxVerifyBytes, signingMessages, verifyMessages } from "@cloudoc/contract";
import { Alert, Button, Container, FileInput, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconFileTypePdf, IconShieldCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatDate } from "../../../lib/format";
import { errorText } from "../../../ui/States";
import { verifySignedPdf } from "../queries/signing-api";

type Verdict = Awaited<ReturnType<typeof verifySignedPdf>>;

function Result({ verdict }: { verdict: Verdict }) {
  if (!verdict.valid || !verdict.envelope) {
    return (
      <Alert color="red" role="alert" title="Not verified" icon={<IconAlertTriangle aria-hidden="true" />}>
        {verifyMessages[verdict.reason]}
      </Alert>
    );
  }
  const { envelope } = verdict;
  return (
    <Alert color="green" role="status" title="Verified" icon={<IconShieldCheck aria-hidden="true" />}>
      <Stack gap="xs">
        <Text size="sm">{verifyMessages.valid}</Text>
        <Text size="sm">
          <strong>{envelope.title}</strong>, completed on {formatDate(envelope.completedAt)}.
        </Text>
        <List size="sm" spacing={2}>
          {envelope.signers.map((signer) => (
            <List.Item key={signer.email}>
              Signed by {signer.name} ({signer.email}) on {formatDate(signer.signedAt)}
            </List.Item>
          ))}
        </List>
        <Text size="xs" style={{ overflowWrap: "anywhere" }}>
          SHA-256: {envelope.sha256}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The verify page (issue 16): anyone uploads a PDF and learns whether it is a document signed on
 * Cloudoc and unchanged since. Not a route of the specification's list.
 */
export function VerifyPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useMutation({ mutationFn: verifySignedPdf });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(signingMessages.verifyFileRequired);
    if (file.size > maxVerifyBytes) return setProblem(signingMessages.verifyTooLarge);
    check.mutate(file);
  };
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <title>Check a signed document | Cloudoc</title>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Check a signed document
            </Title>
            <Text c="dimmed">
              Choose a PDF that was signed through Cloudoc. We check its digital seal and tell you whether it
              is exactly the document everyone signed. The file is checked and not kept.
            </Text>
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FileInput
                label="Signed PDF"
                placeholder="Choose a PDF file"
                accept="application/pdf,.pdf"
                leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  setProblem(null);
                  check.reset();
                }}
                error={problem}
                clearable
                required
              />
              <Button type="submit" loading={check.isPending}>
                Check the PDF
              </Button>
            </Stack>
          </form>
          {check.isError && (
            <Alert color="red" role="alert">
              {errorText(check.error)}
            </Alert>
          )}
          {check.data && <Result verdict={check.data} />}
        </Stack>
      </Paper>
    </Container>
  );
}
