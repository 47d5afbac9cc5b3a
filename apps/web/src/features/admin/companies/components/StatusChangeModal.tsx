import { adminCompanyMessages } from "@cloudoc/contract";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/notify";
import { errorText } from "../../../../ui/States";
import { FormButtons } from "../../ui/FormButtons";
import { adminKeys, changeCompanyStatus } from "../queries/companies";

const wording = {
  suspend: {
    title: "Suspend this company",
    explain:
      "Its people are signed out at once and cannot sign in until the company is reinstated. Nothing it holds is deleted.",
    submit: "Suspend company",
    colour: "red",
  },
  reinstate: {
    title: "Reinstate this company",
    explain: "Its people can sign in again straight away.",
    submit: "Reinstate company",
    colour: "blue",
  },
} as const;

/** Asks for the reason, then suspends or reinstates the company. */
export function StatusChangeModal({
  action,
  company,
  onClose,
}: {
  action: "suspend" | "reinstate" | null;
  company: { _id: string; name: string };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { reason: "" },
    validate: {
      reason: (value) => (value.trim() === "" ? adminCompanyMessages.suspensionReasonRequired : null),
    },
  });
  const change = useMutation({
    mutationFn: (reason: string) =>
      changeCompanyStatus(action ?? "suspend", { companyId: company._id, reason }),
    onSuccess: (message) => {
      toast(message, "success");
      void queryClient.invalidateQueries({ queryKey: adminKeys.company(company._id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.companies });
      form.reset();
      onClose();
    },
    onError: (error) => form.setFieldError("reason", errorText(error)),
  });
  const words = wording[action ?? "suspend"];
  return (
    <Modal opened={action !== null} onClose={onClose} title={words.title} centered size="lg">
      <form onSubmit={form.onSubmit((values) => change.mutate(values.reason.trim()))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            <strong>{company.name}</strong>. {words.explain}
          </Text>
          <Textarea
            label="Reason"
            description="Kept in the activity log with your name."
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps("reason")}
          />
          <FormButtons
            label={words.submit}
            saving={change.isPending}
            onCancel={onClose}
            color={words.colour}
          />
        </Stack>
      </form>
    </Modal>
  );
}
