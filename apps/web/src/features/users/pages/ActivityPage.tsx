import { Button, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconActivity, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "../../../lib/notify";
import { EmptyState, errorText, LoadError } from "../../../ui/States";
import { LoadingRows, Pager } from "../../library-lists/ui/States";
import { activityKeys, activityPageSize, exportActivity, fetchActivity } from "../activity-api";
import { userPaths } from "../paths";
import { ActivityFilters, type ActivityFilterValues } from "../ui/ActivityFilters";
import { ActivityTable } from "../ui/ActivityTable";
import { UsersFrame } from "../ui/UsersFrame";

/** Filters a link may open the page with (a user's page: their activity). */
function initialFilters(state: unknown): ActivityFilterValues {
  if (typeof state !== "object" || state === null) return {};
  const { actorUserId } = state as { actorUserId?: unknown };
  return typeof actorUserId === "string" ? { actorUserId } : {};
}

function ActivityLog() {
  const location = useLocation();
  const [filters, setFilters] = useState<ActivityFilterValues>(() => initialFilters(location.state));
  const [recordText, setRecordText] = useState("");
  const [record] = useDebouncedValue(recordText.trim(), 300);
  const [page, setPage] = useState(1);
  const input = { ...filters, record: record || undefined, page };
  const list = useQuery({
    queryKey: activityKeys.list(input),
    queryFn: () => fetchActivity(input),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => exportActivity(input),
    onSuccess: (fileName) => toast(`Downloaded ${fileName}`, "success"),
    onError: (error) => toast(errorText(error), "error"),
  });
  const items = list.data?.list ?? [];
  return (
    <Stack gap="lg">
      <ActivityFilters
        value={filters}
        recordText={recordText}
        onChange={(value) => {
          setFilters(value);
          setPage(1);
        }}
        onRecordText={(text) => {
          setRecordText(text);
          setPage(1);
        }}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        loading={download.isPending}
        disabled={items.length === 0}
        onClick={() => download.mutate()}
        style={{ alignSelf: "flex-start" }}
      >
        Export as CSV
      </Button>
      {list.isPending && <LoadingRows label="Loading the activity" />}
      {list.isError && (
        <LoadError
          title="The activity could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && items.length === 0 && (
        <EmptyState icon={<IconActivity size={30} />} title="No activity matches">
          Try other filters, or a wider range of dates.
        </EmptyState>
      )}
      {items.length > 0 && (
        <Stack gap="md" aria-busy={list.isFetching}>
          <ActivityTable items={items} />
          <Pager
            page={page}
            size={activityPageSize}
            shown={items.length}
            total={list.data?.total ?? 0}
            noun="events"
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** /company/users/activity: the audit log as a screen, filtered, paged and exportable. */
export function ActivityPage() {
  return (
    <UsersFrame
      title="User activity"
      description="Every change made in your organisation's account: who, what, which record, when and from which IP address. Newest first."
      actions={() => (
        <Button component={Link} to={userPaths.list} variant="default">
          System Users
        </Button>
      )}
    >
      {() => <ActivityLog />}
    </UsersFrame>
  );
}
