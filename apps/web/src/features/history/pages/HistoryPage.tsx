import type { HistoryEntry } from "@cloudoc/contract";
import { Stack } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeading } from "../../../ui/PageHeading";
import { PagedList } from "../../../ui/people/PagedList";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState } from "../../../ui/States";
import { fetchHistory, type HistoryFilterValues, historyKeys, historyPageSize } from "../history-api";
import { CompareModal } from "../ui/CompareModal";
import { HistoryFilters } from "../ui/HistoryFilters";
import { HistoryTable } from "../ui/HistoryTable";

/**
 * /company/history (spec 000 §2 /history): every change across the company's documents — who
 * changed which document, when, to which version — filtered by folder, person and days, 25 a page,
 * each version comparable with the one before.
 */
export function HistoryPage() {
  const [filters, setFilters] = useState<HistoryFilterValues>({});
  const [comparing, setComparing] = useState<HistoryEntry | null>(null);
  const paging = usePagedSearch();
  const input = { ...filters, search: paging.search || undefined, page: paging.page };
  const list = useQuery({
    queryKey: historyKeys.list(input),
    queryFn: () => fetchHistory(input),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg">
      <PageHeading
        title="History"
        description="Every change to your organisation's documents: who changed which document, when and to which version. Newest first."
      />
      <HistoryFilters
        value={filters}
        searchText={paging.searchText}
        folders={list.data?.folders ?? []}
        people={list.data?.people ?? []}
        onChange={paging.restart(setFilters)}
        onSearchText={paging.setSearchText}
      />
      <PagedList
        paging={paging}
        query={list}
        pageSize={historyPageSize}
        noun="changes"
        loadingLabel="Loading the history"
        errorTitle="The history could not be loaded"
        empty={
          <EmptyState icon={<IconHistory size={30} />} title="No changes match">
            Try other filters, or a wider range of dates.
          </EmptyState>
        }
      >
        {(entries) => <HistoryTable entries={entries} onCompare={setComparing} />}
      </PagedList>
      <CompareModal entry={comparing} onClose={() => setComparing(null)} />
    </Stack>
  );
}
