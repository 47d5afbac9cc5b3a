import {
  type EditRequestItem,
  type EditRequestStatus,
  editRequestStatuses,
  isLockedField,
  lockedFieldLabels,
} from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { IconFileDescription } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../../ui/DataTable";
import { AdminPage } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { PagedList } from "../../ui/PagedList";
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
const statusOptions: FilterOption<StatusFilter>[] = [
  { value: "all", label: "All requests" },
  ...editRequestStatuses.map((value) => ({ value, label: statusLabels[value] })),
];
const fieldNames = (fields: string[]) =>
  fields.map((field) => (isLockedField(field) ? lockedFieldLabels[field] : field)).join(", ");

const columns = (onView: (id: string) => void): Column<EditRequestItem>[] => [
  { header: "Company", td: { fw: 600 }, cell: (item) => item.companyName },
  { header: "Asked by", cell: (item) => item.requestedBy || "—" },
  { header: "Fields", cell: (item) => fieldNames(item.fields) },
  {
    header: "Reason",
    td: { maw: 260 },
    cell: (item) => (
      <Text size="sm" lineClamp={2}>
        {item.reason}
      </Text>
    ),
  },
  { header: "Sent", cell: (item) => formatDate(item.createdAt) },
  { header: "Status", cell: (item) => <StatusBadge status={item.status} /> },
  {
    header: actionsHeader,
    cell: (item) => (
      <RowButton label={`View the request from ${item.companyName}`} onClick={() => onView(item._id)}>
        View
      </RowButton>
    ),
  },
];

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
    <AdminPage title="Profile edit requests">
      <Text c="dimmed" maw={720}>
        Companies ask here to change their company name, registration number or trading name, which are
        read-only once filled. Approving applies the change to their profile; either way they are emailed.
      </Text>
      <ListToolbar
        searchLabel="Search companies"
        searchPlaceholder="Company name"
        searchWidth={320}
        list={list}
      >
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={200} />
      </ListToolbar>
      <PagedList
        query={requests}
        noun="edit requests"
        pagerNoun="requests"
        list={list}
        emptyIcon={<IconFileDescription size={30} aria-hidden="true" />}
        emptyText={
          list.input.search ? "No request matches the search." : "Nothing is waiting for a decision."
        }
      >
        {(data) => (
          <DataTable
            rows={data.list}
            rowKey={(item) => item._id}
            columns={columns(setOpenId)}
            minWidth={860}
            framed
          />
        )}
      </PagedList>
      <EditRequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </AdminPage>
  );
}
