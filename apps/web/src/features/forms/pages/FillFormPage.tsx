import {
  type AnswerValue,
  type WebFormAnswers,
  type WebFormToFill,
  webFormMessages,
} from "@cloudoc/contract";
import { Alert, Button, Container, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { errorText, fieldErrorsOf } from "../../../lib/form-errors";
import { forgetInvitationToken, invitationToken } from "../../../lib/invitation";
import { FormQuestions } from "../components/FormQuestions";
import { forgetDraft, keepDraft, loadDraft, missingAnswers } from "../forms-rules";
import { formsKeys, openForm, submitForm } from "../queries/forms-api";

/**
 * /webform/fill?token= (spec 000 §2, no footer): a published form filled on a phone, by the
 * company's people signed in, or by anyone with the link when the company allows it (with the
 * invisible bot check). Answers are kept on the device as they are typed (files are not).
 */
export function FillFormPage() {
  const [params] = useSearchParams();
  // A link opened afresh has its token taken off the address at start (entry-rules).
  const token = params.get("token") ?? invitationToken() ?? "";
  const form = useQuery({
    queryKey: [formsKeys.fill, token],
    queryFn: () => openForm(token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token === "" || form.isError) {
    return (
      <Container size="xs" py="xl">
        <title>Fill in the form | Cloudoc</title>
        <Alert color="red" icon={<IconLinkOff aria-hidden="true" />} title="This form cannot be opened">
          {token === "" ? webFormMessages.notOpen : errorText(form.error)}
        </Alert>
      </Container>
    );
  }
  if (form.isPending) {
    return (
      <Stack align="center" py={80}>
        <title>Fill in the form | Cloudoc</title>
        <Loader aria-label="Opening the form" />
      </Stack>
    );
  }
  return <Filling token={token} form={form.data} />;
}

function Filling({ token, form }: { token: string; form: WebFormToFill }) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<WebFormAnswers>(() => loadDraft(token, form.version));
  const [files, setFiles] = useState<Record<string, File>>({});
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => keepDraft(token, form.version, answers), [token, form.version, answers]);

  const send = useMutation({
    mutationFn: async () => {
      const captcha = form.member
        ? undefined
        : await (await import("../../auth/botcheck/solve")).passBotCheck();
      return submitForm({ token, version: form.version, answers, files, name, captcha });
    },
    onSuccess: () => {
      forgetDraft(token, form.version);
      forgetInvitationToken();
      navigate("/webform/completed", { state: { title: form.title, companyName: form.companyName } });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  // An answer changed clears its message; the rest stay until the next Send.
  const clearError = (key: string) => setErrors(({ [key]: _, ...rest }) => rest);
  const onAnswer = (fieldId: string, value: AnswerValue) => {
    setAnswers((now) => ({ ...now, [fieldId]: value }));
    clearError(fieldId);
  };
  const onFile = (fieldId: string, file: File | null) => {
    setFiles(({ [fieldId]: _, ...rest }) => (file ? { ...rest, [fieldId]: file } : rest));
    clearError(fieldId);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(form.fields, answers, files);
    if (!form.member && name.trim() === "") missing.name = webFormMessages.nameRequired;
    setErrors(missing);
    if (Object.keys(missing).length === 0) send.mutate();
  };

  return (
    <Container size="xs" px="sm" py="lg">
      <title>{`${form.title} | Cloudoc`}</title>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {form.companyName}
            </Text>
            <Title order={1} size="h2">
              {form.title}
            </Title>
            {form.description && <Text>{form.description}</Text>}
          </Stack>
          {!form.member && (
            <TextInput
              label="Your name"
              required
              autoComplete="name"
              value={name}
              error={errors.name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                clearError("name");
              }}
            />
          )}
          <FormQuestions
            fields={form.fields}
            answers={answers}
            files={files}
            errors={errors}
            onAnswer={onAnswer}
            onFile={onFile}
          />
          {send.isError && (
            <Alert color="red" role="alert">
              {errorText(send.error)}
            </Alert>
          )}
          <Button type="submit" size="md" loading={send.isPending}>
            Send
          </Button>
          <Text size="xs" c="dimmed">
            Your answers are kept on this device until you send them. Photos and files need choosing again if
            you leave the page.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
