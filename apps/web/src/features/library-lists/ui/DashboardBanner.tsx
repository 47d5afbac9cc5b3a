import { Alert, Button, Group, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import type { DashboardBanner as Banner } from "../banner-rules";

/** One dashboard banner (spec 000 §2 Banners): the message, its action and Dismiss. */
export function DashboardBanner({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  return (
    <Alert
      variant="light"
      color={banner.kind === "subscribe" ? "orange" : "brand"}
      radius="md"
      icon={<IconInfoCircle aria-hidden="true" />}
      role="region"
      aria-label="Notice"
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" fw={500} c="dark.8" style={{ flex: "1 1 260px" }}>
          {banner.message}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={banner.action.to} state={banner.action.state} size="xs">
            {banner.action.label}
          </Button>
          <Button size="xs" variant="default" onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
