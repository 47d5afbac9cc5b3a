import { permissions } from "@cloudoc/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useSessionStorage } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useSession } from "../../../lib/use-session";
import { fetchPlanList, subscriptionKeys } from "../api";
import { pastDueBanner } from "../banner-rules";
import { cardsTab, subscriptionPaths } from "../paths";

const dismissedKey = "cloudoc.pastDueBannerDismissed";

/**
 * The company shell's banner while a renewal is overdue (issue 22): the card to update and the
 * day access would stop. For those who can act on it: the owner and staff with the Subscriptions
 * permission (who may read the plan list). Dismissed, it stays hidden for the session.
 */
export function PastDueBanner() {
  const data = useSession();
  const canPay =
    data.userRole === "company" ||
    (data.userRole === "user" && (data.user_permission ?? []).includes(permissions.subscriptions));
  const list = useQuery({
    queryKey: subscriptionKeys.list(1),
    queryFn: () => fetchPlanList(1),
    enabled: canPay,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const [dismissed, setDismissed] = useSessionStorage({
    key: dismissedKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const banner = canPay ? pastDueBanner(list.data, dismissed) : null;
  if (!banner) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="region"
      aria-label="Payment overdue"
    >
      <Group justify="space-between" gap="sm" align="center">
        <Stack gap={2} style={{ flex: "1 1 320px" }}>
          <Text size="sm" fw={500} c="dark.8">
            {banner.text}
          </Text>
          {banner.openUntil && (
            <Text size="sm" c="dark.8">
              Your access stays open until {banner.openUntil}.
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={cardsTab} size="xs" color="red">
            Update my card
          </Button>
          <Button component={Link} to={subscriptionPaths.list} size="xs" variant="white" color="red">
            Pay now
          </Button>
          <Button size="xs" variant="default" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
