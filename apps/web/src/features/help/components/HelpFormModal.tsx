import { helpMessages, helpRequestSchema, maxHelpQuestionLength } from "@cloudoc/contract";
import { Alert, Button, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { errorText, fieldErrorsOf } from "../../../lib/form-errors";
import { sendHelpRequest } from "../help-api";
import { useSender } from "../use-sender";

const formSchema = helpRequestSchema.omit({ captcha: true });

/**
 * The Short Help Form (spec 000 §2 Get Help): name, email, phone and question, kept for the
 * platform team's Support area and emailed to the support address. Visitors pass the bot check.
 */
export default function HelpFormModal({ onClose }: { onClose: () => void }) {
  const { visitor } = useSender();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "", question: "" },
    validate: schemaResolver(formSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await sendHelpRequest(formSchema.parse(values), visitor);
      setSent(true);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorText(error));
    }
  });

  return (
    <Modal opened onClose={onClose} title="Short Help Form" centered size="lg">
      {sent ? (
        <Stack>
          <Alert color="teal" variant="light" role="status">
            {helpMessages.requestSent}
          </Alert>
          <Button onClick={onClose} variant="default">
            Close
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Tell us what you need and our support team will get back to you.</Text>
            <TextInput label="Name" required autoComplete="name" {...form.getInputProps("name")} />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps("email")}
            />
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("phone")} />
            <Textarea
              label="Your question"
              required
              autosize
              minRows={4}
              maxLength={maxHelpQuestionLength}
              {...form.getInputProps("question")}
            />
            {failure && (
              <Alert color="red" variant="light">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={form.submitting}>
              Send question
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
