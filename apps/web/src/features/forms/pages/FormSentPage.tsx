import { webFormMessages } from "@cloudoc/contract";
import { Container, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useLocation } from "react-router";

const isSent = (value: unknown): value is { title: string; companyName: string } =>
  typeof value === "object" && value !== null && "title" in value && "companyName" in value;

/** /webform/completed (spec 000 §2, no footer): the answers were received. */
export function FormSentPage() {
  const { state } = useLocation();
  const sent = isSent(state) ? state : null;
  return (
    <Container size="xs" py="xl">
      <title>Form sent | Cloudoc</title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Form sent
          </Title>
          <Text fw={600}>{webFormMessages.submitted}</Text>
          {sent && (
            <Text c="dimmed">
              “{sent.title}” has been sent to {sent.companyName || "the organisation"}. You can close this
              page.
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
