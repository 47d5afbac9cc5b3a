import { Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../ui/States";
import { billingKeys, fetchStorageUsage } from "../billing-api";
import { formatBytes } from "../invoice-rules";

/**
 * Storage used against the quota (GET /user/strorage/usage), for /subscriptions: uploads, policy
 * PDFs and logos; past the quota uploads are refused with a message saying so.
 */
export function StorageUsageCard() {
  const usage = useQuery({ queryKey: billingKeys.storage, queryFn: fetchStorageUsage });
  if (usage.isPending) return null;
  if (usage.isError)
    return (
      <LoadError
        title="Storage could not be loaded"
        error={usage.error}
        onRetry={() => void usage.refetch()}
      />
    );
  const { usedBytes, quotaBytes, percentUsed, files } = usage.data;
  const colour = percentUsed >= 90 ? "red" : percentUsed >= 75 ? "orange" : "teal";
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="storage-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="storage-heading">
          Storage
        </Title>
        <Progress
          value={Math.min(percentUsed, 100)}
          color={colour}
          aria-label={`${percentUsed}% of your storage used`}
        />
        <Text size="sm">
          {formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used ({percentUsed}%), in {files}{" "}
          {files === 1 ? "file" : "files"}.
        </Text>
      </Stack>
    </Paper>
  );
}
