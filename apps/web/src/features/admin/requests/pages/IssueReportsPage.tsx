import type { IssueReportItem } from "@cloudoc/contract";
import { Button, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { RequestFilters, type StatusFilter, statusInput } from "../components/RequestFilters";
import { StatusBadge } from "../components/StatusBadge";
import { Fact, StatusDrawer } from "../components/StatusDrawer";
import { fetchIssueReports, requestKeys, setIssueReportStatus } from "../queries/requests";

const documentLabel = (item: IssueReportItem) =>
  item.policyNumber ? `${item.policyNumber} ${item.documentName}` : item.documentName;

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
    <Stack gap="lg">
      <title>Reported issues | Cloudoc admin</title>
      <Title order={1}>Reported issues</Title>
      <RequestFilters
        searchLabel="Search issues"
        searchPlaceholder="Company, document or issue"
        search={list.search}
        onSearch={list.setSearch}
        status={list.filters.status}
        onStatus={(value) => list.setFilter("status", value)}
      />
      <ListStates
        query={reports}
        noun="reported issues"
        emptyIcon={<IconFlag size={30} aria-hidden="true" />}
        emptyText={list.input.search ? "No issue matches the search." : "No company has reported an issue."}
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Issue</Table.Th>
                    <Table.Th>Comments</Table.Th>
                    <Table.Th>Reported</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((item) => (
                    <Table.Tr key={item._id}>
                      <Table.Td fw={600}>{item.companyName}</Table.Td>
                      <Table.Td>{documentLabel(item)}</Table.Td>
                      <Table.Td>{item.issue}</Table.Td>
                      <Table.Td maw={240}>
                        <Text size="sm" lineClamp={2}>
                          {item.comments || "—"}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(item.createdAt)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={item.status} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpen(item)}
                          aria-label={`Open the issue in ${documentLabel(item)}`}
                        >
                          Open
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={list.page}
              total={data.total}
              shown={data.list.length}
              noun="issues"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
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
    </Stack>
  );
}
