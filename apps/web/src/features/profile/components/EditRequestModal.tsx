import { type LockedField, lockedOnceFilled, messages } from "@cloudoc/contract";
import { Button, Checkbox, FileInput, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPaperclip } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { centredPopup, toast } from "../../../lib/notify";
import { profileKeys, sendEditRequest } from "../profile-api";

const fieldLabels: Record<LockedField, string> = {
  companyName: "Company name",
  companyRegNo: "Company registration number",
  trading_name: "Trading name",
};

interface Values {
  fields: string[];
  reason: string;
  explanation: string;
  file: File | null;
}

/**
 * The profile edit request (spec 000 §2 Profile page, §7 /company/profile/edit/request): which
 * read-only fields to change, a reason, an explanation and a supporting file.
 */
export function EditRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { fields: [], reason: "", explanation: "", file: null },
    validate: {
      reason: (value) => (value.trim() === "" ? messages.editRequestReasonRequired : null),
      fields: (value) => (value.length === 0 ? messages.editRequestFieldInvalid : null),
    },
  });
  const send = useMutation({
    mutationFn: (values: Values) => sendEditRequest(values),
    onSuccess: (message) => {
      toast(message || messages.editRequestSent, "success");
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
      form.reset();
      onClose();
    },
    onError: (error) => {
      void centredPopup(error instanceof ApiError ? error.message : messages.oopsSomethingWentWrong, "error");
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Request a change" centered size="lg">
      <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The company name, registration number and trading name are read-only once filled. Tell us what
            should change and why; we will check it and update your profile.
          </Text>
          <Checkbox.Group label="Fields to change" withAsterisk {...form.getInputProps("fields")}>
            <Group mt="xs">
              {lockedOnceFilled.map((name) => (
                <Checkbox key={name} value={name} label={fieldLabels[name]} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput label="Reason" withAsterisk maxLength={500} {...form.getInputProps("reason")} />
          <Textarea
            label="Explanation"
            description="The new values and anything that helps us check them."
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps("explanation")}
          />
          <FileInput
            label="Supporting file"
            description="PDF, Word document or image, up to 5 MB (for example a Companies House certificate)."
            placeholder="Choose a file"
            clearable
            leftSection={<IconPaperclip size={16} aria-hidden="true" />}
            accept="application/pdf,.doc,.docx,image/png,image/jpeg,image/gif,image/webp"
            {...form.getInputProps("file")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
