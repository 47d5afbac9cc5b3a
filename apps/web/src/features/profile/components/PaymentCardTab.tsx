import type { CompanyProfileView } from "@cloudoc/contract";
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCreditCard, IconShieldLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/notify";
import { profileKeys, savePaymentCard } from "../profile-api";

/**
 * Tab 5, the payment card: the card holder's name and the card kept by the payment provider.
 * No card number is ever typed here or stored by us; the card of the latest payment can be kept.
 */
export function PaymentCardTab({ profile }: { profile: CompanyProfileView }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { card_holder_name: profile.payment.card_holder_name, useLatestPaymentCard: false },
  });
  const save = useMutation({
    mutationFn: savePaymentCard,
    onSuccess: ({ message, profile: saved }) => {
      toast(message, "success");
      queryClient.setQueryData(profileKeys.profile, saved);
      form.setFieldValue("useLatestPaymentCard", false);
    },
    onError: (error) => toast(error instanceof ApiError ? error.message : String(error), "error"),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="md">
          <Title order={3} size="h4">
            Payment card
          </Title>
          <Alert variant="light" icon={<IconShieldLock size={18} aria-hidden="true" />}>
            Card numbers never reach Cloudoc: the payment provider keeps the card and gives us a token.
          </Alert>
          <TextInput
            label="Card holder name"
            autoComplete="cc-name"
            maxLength={200}
            readOnly={!profile.canEdit}
            {...form.getInputProps("card_holder_name")}
          />
          <Group gap="xs">
            <IconCreditCard size={18} aria-hidden="true" />
            <Text size="sm">
              {profile.payment.cardSaved ? "A card is saved for future payments." : "No card is saved yet."}
            </Text>
          </Group>
          {profile.canEdit && (
            <>
              <Checkbox
                label="Keep the card I used for my latest payment"
                {...form.getInputProps("useLatestPaymentCard", { type: "checkbox" })}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
