import { type EnvelopeDetail, maxSigningMessageLength, messages, signingExpiryDays } from "@cloudoc/contract";
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "../../../lib/notify";
import { errorText } from "../../../ui/States";
import { sendForSignature, signingKeys } from "../queries/signing-api";
import { type SendDraft, sendRequestOf } from "../signing-rules";
import { blankSigner, SignersFields } from "./SignersFields";
import { type SigningDocument, SourcePicker } from "./SourcePicker";

interface Props {
  opened: boolean;
  /** The document to send; null lets the sender choose one. */
  document: SigningDocument | null;
  onClose: () => void;
  onSent?: (envelope: EnvelopeDetail) => void;
}

/** Sends a document for signature (issue 16): signers, order, a message and an expiry. */
export function SendForSignatureDialog(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Send for signature" size="lg" centered>
      {props.opened && <SendForm {...props} />}
    </Modal>
  );
}

function SendForm({ document, onClose, onSent }: Props) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<SigningDocument | null>(document);
  const [draft, setDraft] = useState<Omit<SendDraft, "sourceType" | "sourceId">>({
    title: document?.name ?? "",
    signers: [blankSigner()],
    signingOrder: "sequential",
    message: "",
    expiresInDays: signingExpiryDays.default,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const change = (part: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setProblem(null);
  };
  const send = useMutation({
    mutationFn: sendForSignature,
    onSuccess: async ({ message, envelope }) => {
      toast(message, "success");
      await queryClient.invalidateQueries({ queryKey: [signingKeys.envelopes] });
      onSent?.(envelope);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setProblem(messages.fillRequiredFields);
    const result = sendRequestOf({ ...draft, sourceType: chosen.sourceType, sourceId: chosen.sourceId });
    if ("problem" in result) return setProblem(result.problem);
    send.mutate(result.request);
  };
  const error = problem ?? (send.isError ? errorText(send.error) : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {document ? (
          <Text size="sm">
            Document: <strong>{document.name}</strong>
          </Text>
        ) : (
          <SourcePicker
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              if (next && draft.title === "") change({ title: next.name });
              setProblem(null);
            }}
          />
        )}
        <TextInput
          label="Title"
          description="What the signers see in their email and on the signing page"
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          maxLength={300}
        />
        <SignersFields
          signers={draft.signers}
          numbered={draft.signingOrder === "sequential"}
          onChange={(signers) => change({ signers })}
        />
        <Radio.Group
          label="Signing order"
          value={draft.signingOrder}
          onChange={(value) => change({ signingOrder: value === "parallel" ? "parallel" : "sequential" })}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value="sequential"
              label="In order: each signer is emailed after the one before has signed"
            />
            <Radio value="parallel" label="All at once: every signer is emailed now" />
          </Stack>
        </Radio.Group>
        <Textarea
          label="Message to the signers"
          value={draft.message}
          onChange={(event) => change({ message: event.currentTarget.value })}
          maxLength={maxSigningMessageLength}
          autosize
          minRows={2}
          maxRows={6}
        />
        <NumberInput
          label="Expires after (days)"
          description={`Links stop working after this many days (${signingExpiryDays.min} to ${signingExpiryDays.max})`}
          value={draft.expiresInDays}
          onChange={(value) => change({ expiresInDays: typeof value === "number" ? value : Number(value) })}
          min={signingExpiryDays.min}
          max={signingExpiryDays.max}
          allowDecimal={false}
          w={{ base: "100%", xs: 240 }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send for signature
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
