import { Button, Stack } from "@mantine/core";
import { IconActivity, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "../../../lib/notify";
import { PagedList } from "../../../ui/people/PagedList";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState, errorText } from "../../../ui/States";
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
  const paging = usePagedSearch();
  const input = { ...filters, record: paging.search || undefined, page: paging.page };
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
  return (
    <Stack gap="lg">
      <ActivityFilters
        value={filters}
        recordText={paging.searchText}
        onChange={paging.restart(setFilters)}
        onRecordText={paging.setSearchText}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        loading={download.isPending}
        disabled={(list.data?.list.length ?? 0) === 0}
        onClick={() => download.mutate()}
        style={{ alignSelf: "flex-start" }}
      >
        Export as CSV
      </Button>
      <PagedList
        paging={paging}
        query={list}
        pageSize={activityPageSize}
        noun="events"
        loadingLabel="Loading the activity"
        errorTitle="The activity could not be loaded"
        empty={
          <EmptyState icon={<IconActivity size={30} />} title="No activity matches">
            Try other filters, or a wider range of dates.
          </EmptyState>
        }
      >
        {(items) => <ActivityTable items={items} />}
      </PagedList>
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
