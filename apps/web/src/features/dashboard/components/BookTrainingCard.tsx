import { newProfileTrainingDays } from "@cloudoc/contract";
import { Button, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Link } from "react-router";

/** Spec 000 §2: within 30 days of the profile's creation, the dashboard offers training too. */
export function BookTrainingCard() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Book Training">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: "1 1 260px" }}>
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
            <IconCalendarEvent size={22} />
          </ThemeIcon>
          <Text size="sm">
            New to Cloudoc? In your first {newProfileTrainingDays} days, book a training session for you and
            your team.
          </Text>
        </Group>
        <Button component={Link} to="/contact-us" state={{ topic: "training" }} variant="light">
          Book Training
        </Button>
      </Group>
    </Paper>
  );
}
