import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../../lib/format";
import { errorText } from "../../../../ui/States";
import { FormError } from "../../../auth/FormError";
import { RecoveryCodesList } from "../components/RecoveryCodesList";
import { useSecondFactorStatus } from "../hooks/use-second-factor";
import { regenerateRecoveryCodes, securityKeys } from "../queries/second-factor";

/** The admin's second factor: when it was set up, how many recovery codes are left, new codes. */
export function SecurityPage() {
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus().data;
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: securityKeys.status }),
  });

  return (
    <Stack gap="lg" maw={720}>
      <title>Security | Cloudoc admin</title>
      <Title order={1}>Security</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconShieldCheck size={22} aria-hidden="true" color="var(--mantine-color-green-8)" />
            <Title order={2} size="h4">
              Authenticator app
            </Title>
          </Group>
          <Text>
            {status?.setUpAt ? `Set up on ${formatDate(status.setUpAt)}.` : "Proved for this session."} You
            have {status?.recoveryCodesLeft ?? 0} unused recovery codes.
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            Recovery codes
          </Title>
          <Text>Making new codes stops every old code from working. Save the new ones straight away.</Text>
          {regenerate.data ? (
            <Stack gap="md">
              <Alert color="yellow" variant="light" role="status">
                These codes are shown only now.
              </Alert>
              <RecoveryCodesList codes={regenerate.data} />
            </Stack>
          ) : (
            <Group>
              <Button onClick={() => regenerate.mutate()} loading={regenerate.isPending}>
                Make new recovery codes
              </Button>
            </Group>
          )}
          <FormError message={regenerate.isError ? errorText(regenerate.error) : null} />
        </Stack>
      </Paper>
    </Stack>
  );
}
