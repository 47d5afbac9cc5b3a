import { Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../ui/States";
import { activityKeys, fetchActivity } from "../activity-api";
import { ActivityTable } from "./ActivityTable";

const shown = 10;

/** The newest things a user did, for their details page. */
export function RecentActivity({ actorUserId }: { actorUserId: string }) {
  const input = { page: 1, actorUserId };
  const recent = useQuery({ queryKey: activityKeys.list(input), queryFn: () => fetchActivity(input) });
  if (recent.isPending) return <Skeleton height={160} aria-label="Loading the activity" />;
  if (recent.isError) {
    return (
      <LoadError
        title="The activity could not be loaded"
        error={recent.error}
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (recent.data.list.length === 0) return <Text c="dimmed">Nothing yet.</Text>;
  return <ActivityTable items={recent.data.list.slice(0, shown)} />;
}
