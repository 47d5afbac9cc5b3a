import { messages } from "@cloudoc/contract";
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { errorText } from "../../lib/form-errors";
import { emptyOtp, formatCountdown, otpCode, resendSecondsLeft, spokenCountdown } from "../../lib/otp";
import classes from "./Auth.module.css";
import { FormError } from "./FormError";
import { OtpInput } from "./OtpInput";

interface CodeStepProps {
  /** Where the code went. */
  email: string;
  /** When the current code was sent (ms), for the 5-minute resend countdown. */
  sentAt: number;
  /** A line above the boxes. */
  intro?: ReactNode;
  submitLabel: string;
  /** Checks the code; throws (ApiError) with the message to show. */
  onSubmit: (code: string) => Promise<void>;
  /** Sends a new code; throws with the message to show. */
  onResend: () => Promise<void>;
  /** "Change email" or "Back" under the form. */
  back?: { label: string; onClick: () => void };
  /** Shown instead of the form once the step is done (e.g. "Setting up your account…"). */
  done?: ReactNode;
}

/** Counts down to 0 from `sentAt` + 5 minutes, once a second. */
function useResendCountdown(sentAt: number): number {
  const [left, setLeft] = useState(() => resendSecondsLeft(sentAt, Date.now()));
  useEffect(() => {
    setLeft(resendSecondsLeft(sentAt, Date.now()));
    const timer = window.setInterval(() => {
      const next = resendSecondsLeft(sentAt, Date.now());
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return left;
}

/** The 4-character code step shared by Email Verification and Enter OTP. */
export function CodeStep({
  email,
  sentAt,
  intro,
  submitLabel,
  onSubmit,
  onResend,
  back,
  done,
}: CodeStepProps) {
  const [digits, setDigits] = useState<string[]>(() => emptyOtp());
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const left = useResendCountdown(sentAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otpCode(digits);
    setFormError(null);
    if (!code) {
      setError(messages.enterCorrectOtp);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(code);
    } catch (failure) {
      const text = errorText(failure);
      if (text === messages.enterCorrectOtp) setError(text);
      else setFormError(text);
      setDigits(emptyOtp());
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setFormError(null);
    try {
      await onResend();
      setDigits(emptyOtp());
    } catch (failure) {
      setFormError(errorText(failure, messages.somethingWentWrongNoDot));
    } finally {
      setResending(false);
    }
  };

  if (done) return <>{done}</>;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {intro ?? "We have emailed a 4-character code to"}{" "}
          <Text span fw={700} style={{ overflowWrap: "anywhere" }}>
            {email}
          </Text>
          . Enter it below; it expires in 10 minutes.
        </Text>
        <FormError message={formError} />
        <OtpInput value={digits} onChange={setDigits} error={error} disabled={submitting} autoFocus />
        <Button type="submit" loading={submitting} fullWidth size="md">
          {submitLabel}
        </Button>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            Didn't get it? Check your spam folder.
          </Text>
          <Group gap={6} wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void resend()}
              loading={resending}
              disabled={left > 0}
            >
              Resend code
            </Button>
            {left > 0 && (
              <Text size="sm" c="dimmed">
                in{" "}
                <span className={classes.countdown} aria-hidden="true">
                  {formatCountdown(left)}
                </span>
                <VisuallyHidden component="span">{spokenCountdown(left)}</VisuallyHidden>
              </Text>
            )}
          </Group>
        </Group>
        {back && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={back.onClick}
            style={{ alignSelf: "start" }}
          >
            {back.label}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
