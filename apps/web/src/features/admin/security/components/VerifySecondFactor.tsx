import { Anchor, Stack } from "@mantine/core";
import { useState } from "react";
import { AuthCard } from "../../../auth/AuthCard";
import { proveWithRecoveryCode, verifyCode } from "../queries/second-factor";
import { CodeForm } from "./CodeForm";

/** Every later sign-in: a code from the app, or one of the recovery codes. */
export function VerifySecondFactor({ onDone }: { onDone: () => void }) {
  const [recovery, setRecovery] = useState(false);
  return (
    <AuthCard
      title="Confirm it's you"
      subtitle={
        recovery
          ? "Enter one of your saved recovery codes."
          : "Enter the code your authenticator app shows for Cloudoc."
      }
    >
      <Stack gap="md">
        {recovery ? (
          <CodeForm
            key="recovery"
            kind="recovery"
            submitLabel="Continue"
            submit={proveWithRecoveryCode}
            onSuccess={onDone}
          />
        ) : (
          <CodeForm key="app" kind="app" submitLabel="Continue" submit={verifyCode} onSuccess={onDone} />
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => setRecovery((on) => !on)}>
          {recovery ? "Use the authenticator app instead" : "Use a recovery code"}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
