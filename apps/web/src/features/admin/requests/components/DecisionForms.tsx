import { adminRequestMessages, type EditRequestDetail, maxDecisionNoteLength } from "@cloudoc/contract";
import { Button, Group, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { approveEditRequest, rejectEditRequest, requestKeys } from "../queries/requests";

/** After a decision: the lists, the counts and this request are read again. */
function useDecided(id: string, onDecided: () => void) {
  const queryClient = useQueryClient();
  return (message: string) => {
    toast(message, "success");
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    void queryClient.invalidateQueries({ queryKey: requestKeys.editRequest(id) });
    onDecided();
  };
}

/** A failure's messages on the form: on the value inputs when they name one, else under the note. */
function approveErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const named = (error instanceof ApiError ? error.errors : [])
    .map((e) => ({ field: e.field.replace(/^values\./, ""), message: e.message }))
    .filter((e) => fields.includes(e.field));
  if (named.length === 0) return { note: errorText(error) };
  return Object.fromEntries(named.map((e) => [`values.${e.field}`, e.message]));
}

/**
 * Approve: the value to apply for each field asked for (the company's own when it gave one) and a
 * note; the server checks each value as the profile does.
 */
export function ApproveForm({ request, onDecided }: { request: EditRequestDetail; onDecided: () => void }) {
  const decided = useDecided(request._id, onDecided);
  const form = useForm({
    initialValues: {
      note: "",
      values: Object.fromEntries(request.changes.map((change) => [change.field, change.requested])),
    },
  });
  const approve = useMutation({
    mutationFn: (values: typeof form.values) =>
      approveEditRequest({ id: request._id, note: values.note, values: values.values }),
    onSuccess: decided,
    onError: (error) => form.setErrors(approveErrors(error, Object.keys(form.values.values))),
  });
  return (
    <form onSubmit={form.onSubmit((values) => approve.mutate(values))} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Approve
        </Title>
        {request.changes.map((change) => (
          <TextInput
            key={change.field}
            label={`New ${change.label.toLowerCase()}`}
            description="Leave empty to let the company enter it again in its profile."
            maxLength={200}
            {...form.getInputProps(`values.${change.field}`)}
          />
        ))}
        <Textarea
          label="Note to the company (optional)"
          autosize
          minRows={2}
          maxLength={maxDecisionNoteLength}
          {...form.getInputProps("note")}
        />
        <Group justify="flex-end">
          <Button type="submit" color="#1e6b38" loading={approve.isPending}>
            Approve and update the profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reject: the reason is required; it is emailed to the company. */
export function RejectForm({ request, onDecided }: { request: EditRequestDetail; onDecided: () => void }) {
  const decided = useDecided(request._id, onDecided);
  const form = useForm({
    initialValues: { reason: "" },
    validate: { reason: (value) => (value.trim() === "" ? adminRequestMessages.rejectReasonRequired : null) },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectEditRequest(request._id, reason),
    onSuccess: decided,
    onError: (error) => form.setFieldError("reason", errorText(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => reject.mutate(values.reason.trim()))} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Reject
        </Title>
        <Textarea
          label="Reason"
          description="Emailed to the person who asked and the company's owner."
          withAsterisk
          autosize
          minRows={2}
          maxLength={maxDecisionNoteLength}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="outline" loading={reject.isPending}>
            Reject request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
