import { auditActions } from "@cloudoc/contract";
import { IconHistory } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AdminPage } from "../../ui/AdminPage";
import { DateRangeFilter, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { ActivityTable } from "../components/ActivityTable";
import { fetchActivity, securityKeys } from "../queries/second-factor";

const actionOptions = [
  { value: "", label: "Any action" },
  ...auditActions.map((a) => ({ value: a, label: a })),
];

/** Changes made by platform admins, newest first, searchable by who, what and which company. */
export function ActivityPage() {
  const list = useListFilters({ action: "", from: "", to: "" });
  const activity = useQuery({
    queryKey: [...securityKeys.activity, list.input],
    queryFn: () => fetchActivity(list.input),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(list.input.search || list.filters.action || list.filters.from || list.filters.to);

  return (
    <AdminPage title="Activity" heading="Admin activity">
      <ListToolbar
        searchLabel="Search"
        searchPlaceholder="Admin, company or record"
        searchWidth={280}
        list={list}
      >
        <FilterSelect
          label="Action"
          options={actionOptions}
          {...list.field("action")}
          searchable
          width={300}
        />
        <DateRangeFilter from={list.field("from")} to={list.field("to")} />
      </ListToolbar>
      <PagedList
        query={activity}
        noun="activity"
        pagerNoun="events"
        list={list}
        emptyIcon={<IconHistory size={30} aria-hidden="true" />}
        emptyText={filtered ? "Nothing matches these filters." : "No admin has changed anything yet."}
      >
        {(data) => <ActivityTable list={data.list} />}
      </PagedList>
    </AdminPage>
  );
}
