import { type SigningView, signingMessages } from "@cloudoc/contract";
import { Alert, Blockquote, Button, Container, Grid, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { invitationToken } from "../../../lib/invitation";
import { errorText } from "../../../ui/States";
import { AdoptSignature } from "../components/AdoptSignature";
import { DeclineDialog } from "../components/DeclineDialog";
import { DocumentFrame } from "../components/DocumentFrame";
import { SignerMessage } from "../components/SignerMessage";
import {
  declineSigning,
  fetchSigningDocument,
  openSigning,
  signDocument,
  signingKeys,
} from "../queries/signing-api";
import { type SignatureDraft, signRequestOf } from "../signing-rules";
import type { SignedState } from "./SignedPage";

/**
 * /document/sign (spec 000 §2): the page a signer's emailed link opens, with no account. The
 * link's token was taken off the address at start; it names this signer of one request only.
 */
export function SignDocumentPage() {
  const token = invitationToken() ?? "";
  const view = useQuery({
    queryKey: [signingKeys.view, token],
    queryFn: () => openSigning(token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token === "") {
    return (
      <SignerMessage title="Open your signing link" icon={<IconLinkOff size={32} />} colour="gray">
        Open the link in the email that asked you to sign: it brings you straight to the document.
      </SignerMessage>
    );
  }
  if (view.isPending) {
    return (
      <Stack align="center" py={80}>
        <title>Sign a document | Cloudoc</title>
        <Loader aria-label="Opening the document" />
      </Stack>
    );
  }
  if (view.isError) {
    const answered = view.error instanceof ApiError && view.error.httpStatus === 409;
    return answered ? (
      <AlreadyAnswered />
    ) : (
      <SignerMessage title="This link cannot be used" icon={<IconLinkOff size={32} />} colour="red">
        {errorText(view.error)}
      </SignerMessage>
    );
  }
  if (view.data.status === "signed" || view.data.status === "declined") return <AlreadyAnswered />;
  return <Signing token={token} view={view.data} />;
}

function AlreadyAnswered() {
  return (
    <SignerMessage title="Already answered" icon={<IconCircleCheck size={32} />} colour="green" withVerify>
      {signingMessages.alreadyAnswered}
    </SignerMessage>
  );
}

function Signing({ token, view }: { token: string; view: SigningView }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SignatureDraft>({
    type: "drawn",
    typedName: view.signerName,
    drawnImage: null,
    agree: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const change = useCallback((part: Partial<SignatureDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setProblem(null);
  }, []);
  const pdf = useQuery({
    queryKey: [signingKeys.document, token],
    queryFn: () => fetchSigningDocument(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const done = (outcome: SignedState["outcome"]) =>
    navigate("/document/sign/success", { state: { outcome, title: view.title } satisfies SignedState });
  const sign = useMutation({ mutationFn: signDocument, onSuccess: () => done("signed") });
  const decline = useMutation({
    mutationFn: (reason: string) => declineSigning(token, reason),
    onSuccess: () => done("declined"),
  });
  const submit = () => {
    const result = signRequestOf(token, draft);
    if ("problem" in result) return setProblem(result.problem);
    sign.mutate(result.request);
  };
  const error = problem ?? (sign.isError ? errorText(sign.error) : null);

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <title>{`Sign: ${view.title} | Cloudoc`}</title>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            Signature requested
          </Text>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {view.title}
          </Title>
          <Text>
            {view.senderName} of {view.companyName} asks you to read and sign this document. Please answer by{" "}
            {formatDate(view.expiresAt)}.
          </Text>
          {view.message && (
            <Blockquote
              color="brand"
              p="md"
              mt="xs"
              cite={`— ${view.senderName}`}
              // Mantine fades the sender's name to 60 %, under 4.5:1 on the tint: the theme's dimmed grey reads.
              styles={{ cite: { color: "var(--mantine-color-dimmed)", opacity: 1 } }}
            >
              {view.message}
            </Blockquote>
          )}
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <DocumentFrame
              pdf={pdf.data}
              title={`The document to sign: ${view.title}`}
              fileName={`${view.title}.pdf`}
            />
            {pdf.isError && (
              <Alert color="red" role="alert" mt="sm">
                {errorText(pdf.error)}
              </Alert>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sign-heading">
              <Stack gap="md">
                <Stack gap={2}>
                  <Title order={2} size="h3" id="sign-heading">
                    Sign as {view.signerName}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {view.signerEmail}
                  </Text>
                </Stack>
                <AdoptSignature draft={draft} onChange={change} companyName={view.companyName} />
                {error && (
                  <Alert color="red" role="alert">
                    {error}
                  </Alert>
                )}
                <Button size="md" onClick={submit} loading={sign.isPending} fullWidth>
                  Sign document
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => setDeclining(true)}
                  disabled={sign.isPending}
                >
                  Decline to sign
                </Button>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  Document fingerprint (SHA-256): {view.documentSha256}
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <DeclineDialog
        opened={declining}
        pending={decline.isPending}
        error={decline.isError ? errorText(decline.error) : null}
        senderName={view.senderName}
        onClose={() => setDeclining(false)}
        onDecline={(reason) => decline.mutate(reason)}
      />
    </Container>
  );
}
