import { Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../ui/States";
import { formatBytes } from "../../admin/companies/company-rules";
import { fetchStorageUsage, subscriptionKeys } from "../api";

/** Full from 90 %: the bar turns red as uploads near the point where they are refused. */
const nearlyFull = 90;

/** The storage the company's uploads and files use against its plan's quota (GET /user/strorage/usage). */
export function StorageMeter() {
  const usage = useQuery({ queryKey: subscriptionKeys.storage, queryFn: fetchStorageUsage });
  if (usage.isPending) return null;
  if (usage.isError) {
    return (
      <LoadError
        title="Your storage could not be loaded"
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    );
  }
  const { usedBytes, quotaBytes, percentUsed, files } = usage.data;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="storage-heading">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="storage-heading">
            Storage
          </Title>
          <Text size="sm" c="dimmed">
            {files} {files === 1 ? "file" : "files"}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, percentUsed)}
          color={percentUsed >= nearlyFull ? "red" : "brand"}
          size="lg"
          radius="xl"
          aria-label={`Storage used: ${percentUsed}%`}
        />
        <Text size="sm">
          {formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used ({percentUsed}%)
        </Text>
      </Stack>
    </Paper>
  );
}
