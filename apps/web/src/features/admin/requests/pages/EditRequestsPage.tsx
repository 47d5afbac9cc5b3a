import {
  type EditRequestStatus,
  editRequestStatuses,
  isLockedField,
  lockedFieldLabels,
} from "@cloudoc/contract";
import { Button, Group, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { IconFileDescription, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { EditRequestDrawer } from "../components/EditRequestDrawer";
import { StatusBadge } from "../components/StatusBadge";
import { fetchEditRequests, requestKeys } from "../queries/requests";

type StatusFilter = EditRequestStatus | "all";
const statusLabels: Record<EditRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All requests" },
  ...editRequestStatuses.map((value) => ({ value, label: statusLabels[value] })),
];
const isStatus = (value: string | null): value is StatusFilter =>
  statusOptions.some((o) => o.value === value);
const fieldNames = (fields: string[]) =>
  fields.map((field) => (isLockedField(field) ? lockedFieldLabels[field] : field)).join(", ");

/** Profile edit requests (spec 000 §2 Profile page): newest first, pending by default. */
export function EditRequestsPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "pending" });
  const [openId, setOpenId] = useState<string | null>(null);
  const { status, ...rest } = list.input;
  const input = { ...rest, status: status === "all" ? undefined : status };
  const requests = useQuery({
    queryKey: [...requestKeys.editRequests, input],
    queryFn: () => fetchEditRequests(input),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <title>Profile edit requests | Cloudoc admin</title>
      <Title order={1}>Profile edit requests</Title>
      <Text c="dimmed" maw={720}>
        Companies ask here to change their company name, registration number or trading name, which are
        read-only once filled. Approving applies the change to their profile; either way they are emailed.
      </Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search companies"
          placeholder="Company name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={list.filters.status}
          onChange={(value) => isStatus(value) && list.setFilter("status", value)}
          allowDeselect={false}
          w={{ base: "100%", sm: 200 }}
        />
      </Group>
      <ListStates
        query={requests}
        noun="edit requests"
        emptyIcon={<IconFileDescription size={30} aria-hidden="true" />}
        emptyText={
          list.input.search ? "No request matches the search." : "Nothing is waiting for a decision."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover verticalSpacing="sm" bg="white" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Asked by</Table.Th>
                    <Table.Th>Fields</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Sent</Table.Th>
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
                      <Table.Td>{item.requestedBy || "—"}</Table.Td>
                      <Table.Td>{fieldNames(item.fields)}</Table.Td>
                      <Table.Td maw={260}>
                        <Text size="sm" lineClamp={2}>
                          {item.reason}
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
                          onClick={() => setOpenId(item._id)}
                          aria-label={`View the request from ${item.companyName}`}
                        >
                          View
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
              noun="requests"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
      <EditRequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
