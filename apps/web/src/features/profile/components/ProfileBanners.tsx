import { messages } from "@cloudoc/contract";
import { Alert, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconConfetti } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useSession } from "../../../lib/use-session";
import { showThankYou } from "../variables-rules";

const dismissedKey = "cloudoc.profile.thankYouDismissed";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === "1";
  } catch {
    return false;
  }
}

/**
 * The thank-you banner on the profile after a purchase (spec 000 §2 Banners): it asks the user to
 * complete the business information, is hidden for role user, and a dismissal lasts the session.
 * A purchase is known from the navigation state or `?purchased=1` (which survives the hand-over).
 */
export function ThankYouBanner() {
  const { userRole } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [dismissed, setDismissed] = useState(readDismissed);
  const state = location.state as { purchaseCompleted?: unknown } | null;
  const purchased = Boolean(state?.purchaseCompleted) || params.get("purchased") === "1";
  if (!showThankYou({ purchased, role: userRole, dismissed })) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey, "1");
    } catch {
      // storage unavailable: dismissed for this page only
    }
    setDismissed(true);
  };
  return (
    <Alert
      color="green"
      variant="light"
      radius="md"
      icon={<IconConfetti size={22} aria-hidden="true" />}
      title={messages.thankYouForPurchase}
    >
      <Group justify="space-between" align="center">
        <Text size="sm">
          Please complete your business information below: your documents are filled in with these details.
        </Text>
        <Button size="xs" variant="default" onClick={dismiss}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * How complete the organisation profile is; under 13 % the dashboard asks to complete it. A low
 * figure is a call to action, not an error: it is drawn in the brand colour until complete.
 */
export function CompletenessMeter({ value }: { value: number }) {
  const colour = value >= 100 ? "teal" : "brand";
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600} size="sm" id="profile-completeness-label">
            Profile completeness
          </Text>
          <Text fw={700} size="sm" c={`${colour}.8`}>
            {value}%
          </Text>
        </Group>
        {/* The section is the progress bar (role="progressbar"): it carries the name. */}
        <Progress.Root size="lg" radius="xl">
          <Progress.Section value={value} color={colour} aria-labelledby="profile-completeness-label" />
        </Progress.Root>
        <Text size="xs" c="dimmed">
          The more you fill in, the more of your documents carry your own details.
        </Text>
      </Stack>
    </Paper>
  );
}
