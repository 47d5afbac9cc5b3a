import type { IssueReportItem } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../../ui/DataTable";
import { AdminPage } from "../../ui/AdminPage";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { RequestFilters, type StatusFilter, statusInput } from "../components/RequestFilters";
import { StatusBadge } from "../components/StatusBadge";
import { Fact, StatusDrawer } from "../components/StatusDrawer";
import { fetchIssueReports, requestKeys, setIssueReportStatus } from "../queries/requests";

const documentLabel = (item: IssueReportItem) =>
  item.policyNumber ? `${item.policyNumber} ${item.documentName}` : item.documentName;

const columns = (onOpen: (item: IssueReportItem) => void): Column<IssueReportItem>[] => [
  { header: "Company", td: { fw: 600 }, cell: (item) => item.companyName },
  { header: "Document", cell: documentLabel },
  { header: "Issue", cell: (item) => item.issue },
  {
    header: "Comments",
    td: { maw: 240 },
    cell: (item) => (
      <Text size="sm" lineClamp={2}>
        {item.comments || "—"}
      </Text>
    ),
  },
  { header: "Reported", cell: (item) => formatDate(item.createdAt) },
  { header: "Status", cell: (item) => <StatusBadge status={item.status} /> },
  {
    header: actionsHeader,
    cell: (item) => (
      <RowButton label={`Open the issue in ${documentLabel(item)}`} onClick={() => onOpen(item)}>
        Open
      </RowButton>
    ),
  },
];

/** Issues companies reported in their documents (POST /user/report/issue), newest first. */
export function IssueReportsPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const [open, setOpen] = useState<IssueReportItem | null>(null);
  const input = { ...list.input, status: statusInput(list.filters.status) };
  const reports = useQuery({
    queryKey: [...requestKeys.issueReports, input],
    queryFn: () => fetchIssueReports(input),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage title="Reported issues">
      <RequestFilters
        searchLabel="Search issues"
        searchPlaceholder="Company, document or issue"
        list={list}
      />
      <PagedList
        query={reports}
        noun="reported issues"
        pagerNoun="issues"
        list={list}
        emptyIcon={<IconFlag size={30} aria-hidden="true" />}
        emptyText={list.input.search ? "No issue matches the search." : "No company has reported an issue."}
      >
        {(data) => (
          <DataTable
            rows={data.list}
            rowKey={(item) => item._id}
            columns={columns(setOpen)}
            minWidth={900}
            framed
          />
        )}
      </PagedList>
      <StatusDrawer
        title={open ? `Issue in ${documentLabel(open)}` : "Reported issue"}
        record={open}
        save={setIssueReportStatus}
        invalidate={[requestKeys.all]}
        onClose={() => setOpen(null)}
      >
        {open && (
          <>
            <Fact label="Company">{open.companyName}</Fact>
            <Fact label="Reported by">{`${open.reporter || "A person no longer with the company"} on ${formatDate(open.createdAt)}`}</Fact>
            <Fact label="Issue">{open.issue}</Fact>
            <Fact label="Comments">{open.comments || "None"}</Fact>
          </>
        )}
      </StatusDrawer>
    </AdminPage>
  );
}
