import { maxDecisionNoteLength, type RequestStatus, requestStatuses } from "@cloudoc/contract";
import { Button, Group, Select, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import type { StatusInput } from "../queries/requests";

const statusLabels: Record<RequestStatus, string> = { new: "New", "in hand": "In hand", closed: "Closed" };
export const statusOptions = requestStatuses.map((value) => ({ value, label: statusLabels[value] }));
const isStatus = (value: string | null): value is RequestStatus =>
  requestStatuses.some((status) => status === value);

/**
 * Sets where the team stands with a reported issue or a message (new, in hand, closed) with a
 * note, then refreshes the lists under `invalidate`.
 */
export function StatusForm({
  record,
  save,
  invalidate,
  onSaved,
}: {
  record: { _id: string; status: RequestStatus; statusNote: string };
  save: (input: StatusInput) => Promise<string>;
  invalidate: QueryKey[];
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { status: record.status, note: record.statusNote } });
  const change = useMutation({
    mutationFn: (values: { status: RequestStatus; note: string }) => save({ id: record._id, ...values }),
    onSuccess: (message) => {
      toast(message, "success");
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      onSaved();
    },
    onError: (error) => form.setFieldError("note", errorText(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="sm">
        <Select
          label="Status"
          data={statusOptions}
          allowDeselect={false}
          value={form.values.status}
          onChange={(value) => isStatus(value) && form.setFieldValue("status", value)}
        />
        <Textarea
          label="Note"
          description="For the team: what was done or what happens next."
          autosize
          minRows={2}
          maxLength={maxDecisionNoteLength}
          {...form.getInputProps("note")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Save status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
