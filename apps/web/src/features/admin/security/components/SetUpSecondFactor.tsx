import { Button, Checkbox, Code, Group, Image, List, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../../ui/States";
import { AuthCard } from "../../../auth/AuthCard";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { confirmSetUp, securityKeys, startSetUp } from "../queries/second-factor";
import { CodeForm } from "./CodeForm";
import { RecoveryCodesList } from "./RecoveryCodesList";

/** The secret in groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Step 1: scan the QR code (or type the secret) and confirm with the first code. */
function ScanSecret({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  // A query, not an effect, so that the secret is made once however often the screen renders.
  const secret = useQuery({
    queryKey: securityKeys.setUp,
    queryFn: startSetUp,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (secret.isPending) return <LoadingBlocks label="Making your secret" count={1} height={220} />;
  if (secret.isError) {
    return (
      <LoadError
        title="The set-up could not start"
        error={secret.error}
        onRetry={() => void secret.refetch()}
      />
    );
  }
  const { qrDataUrl, secret: text } = secret.data;
  return (
    <Stack gap="lg">
      <List type="ordered" spacing="xs">
        <List.Item>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </List.Item>
        <List.Item>Scan this QR code, or enter the secret below by hand.</List.Item>
        <List.Item>Type the 6-digit code the app shows.</List.Item>
      </List>
      <Image
        src={qrDataUrl}
        alt="QR code to add Cloudoc to your authenticator app"
        w={220}
        h={220}
        mx="auto"
      />
      <Stack gap={4}>
        <Text size="sm" fw={600} id="totp-secret-label">
          Secret (if you cannot scan)
        </Text>
        <Code block fz="md" aria-labelledby="totp-secret-label" data-testid="totp-secret">
          {grouped(text)}
        </Code>
      </Stack>
      <CodeForm kind="app" submitLabel="Confirm and continue" submit={confirmSetUp} onSuccess={onConfirmed} />
    </Stack>
  );
}

/** Step 2: the recovery codes, shown this once, kept until the admin says they are saved. */
function SaveRecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="lg">
      <Text>
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they will not
        be shown again.
      </Text>
      <RecoveryCodesList codes={codes} />
      <Checkbox
        label="I have saved my recovery codes"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button disabled={!saved} onClick={onDone}>
          Go to the admin console
        </Button>
      </Group>
    </Stack>
  );
}

/** First sign-in: the authenticator app is set up, then the recovery codes are saved. */
export function SetUpSecondFactor({ onDone }: { onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <AuthCard
      title={codes ? "Save your recovery codes" : "Set up your authenticator app"}
      subtitle={codes ? undefined : "The admin console needs a second step at every sign-in."}
      width={520}
    >
      {codes ? <SaveRecoveryCodes codes={codes} onDone={onDone} /> : <ScanSecret onConfirmed={setCodes} />}
    </AuthCard>
  );
}
