import type { AcknowledgementSummary } from "@cloudoc/contract";
import { Anchor, Group, Paper, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Staff acknowledgement completion: overall, and the policies furthest behind. */
export function AcknowledgementCard({ summary }: { summary: AcknowledgementSummary | undefined }) {
  if (!summary) return <Skeleton height={220} radius="md" />;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="acknowledgements-title"
      h="100%"
    >
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="acknowledgements-title">
          Staff acknowledgements
        </Title>
        <Anchor component={Link} to="/company/policies" size="sm">
          Staff policies
        </Anchor>
      </Group>
      {summary.assigned === 0 ? (
        <Text size="sm" c="dimmed">
          No policies are assigned to employees yet. Assign them from Staff Policies and their reading shows
          here.
        </Text>
      ) : (
        <Stack gap="sm">
          <div>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {summary.acknowledged} of {summary.assigned} acknowledged
              </Text>
              <Text size="sm" fw={700}>
                {summary.percent}%
              </Text>
            </Group>
            <Progress value={summary.percent ?? 0} color="teal" aria-label="Acknowledged overall" />
          </div>
          {summary.lowest.map((policy) => (
            <div key={policy._id}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" truncate="end">
                  {policy.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {policy.acknowledged}/{policy.assigned}
                </Text>
              </Group>
              <Progress
                value={policy.percent ?? 0}
                size="sm"
                color="orange"
                aria-label={`${policy.name} acknowledged`}
              />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
