import type { Coupon } from "@cloudoc/contract";
import { Text } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "../../../../lib/format";
import { actionsHeader, type Column, DataTable } from "../../../../ui/DataTable";
import { AdminPage, NewButton } from "../../ui/AdminPage";
import { type FilterOption, FilterSelect, ListToolbar } from "../../ui/ListToolbar";
import { OnOffBadge } from "../../ui/OnOffBadge";
import { PagedList } from "../../ui/PagedList";
import { useListFilters } from "../../ui/use-list-filters";
import { CouponActions } from "../components/CouponActions";
import { CouponModal } from "../components/CouponModal";
import { adminKeys } from "../queries/companies";
import { type CouponListInput, fetchCoupons } from "../queries/coupons";

type StatusFilter = NonNullable<CouponListInput["status"]>;
const statusOptions: FilterOption<StatusFilter>[] = [
  { value: "all", label: "All coupons" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];
const discountText = (coupon: Coupon) =>
  coupon.kind === "percent" ? `${coupon.amount}% off` : `${formatMoney(coupon.amount)} off`;

const columns = (onEdit: (coupon: Coupon) => void): Column<Coupon>[] => [
  {
    header: "Code",
    cell: (coupon) => (
      <>
        <Text fw={600} ff="monospace">
          {coupon.code}
        </Text>
        {coupon.description && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {coupon.description}
          </Text>
        )}
      </>
    ),
  },
  { header: "Discount", cell: discountText },
  {
    header: "Packages",
    cell: (coupon) => (
      <Text size="sm" lineClamp={2}>
        {coupon.packages.join(", ") || "Every package"}
      </Text>
    ),
  },
  { header: "Last day", cell: (coupon) => formatDate(coupon.expiresOn) || "No expiry" },
  {
    header: "Used",
    cell: (coupon) => (
      <>
        {coupon.usedCount}
        {coupon.usageLimit === null ? "" : ` of ${coupon.usageLimit}`}
      </>
    ),
  },
  {
    header: "Status",
    cell: (coupon) => <OnOffBadge on={coupon.active} onLabel="Active" offLabel="Inactive" />,
  },
  {
    header: actionsHeader,
    cell: (coupon) => <CouponActions coupon={coupon} onEdit={() => onEdit(coupon)} />,
  },
];

/** Coupons: a percentage or a fixed amount, an expiry, a usage limit and the packages they are for. */
export function CouponsPage() {
  const list = useListFilters<{ status: StatusFilter }>({ status: "all" });
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const coupons = useQuery({
    queryKey: [...adminKeys.coupons, list.input],
    queryFn: () => fetchCoupons(list.input),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage
      title="Coupons"
      actions={<NewButton onClick={() => setEditing({ coupon: null })}>New coupon</NewButton>}
    >
      <ListToolbar
        searchLabel="Search coupons"
        searchPlaceholder="Code or description"
        searchWidth={300}
        list={list}
      >
        <FilterSelect label="Status" options={statusOptions} {...list.field("status")} width={180} />
      </ListToolbar>
      <PagedList
        query={coupons}
        noun="coupons"
        list={list}
        emptyIcon={<IconTicket size={30} aria-hidden="true" />}
        emptyText={
          list.input.search || list.filters.status !== "all"
            ? "No coupon matches the search."
            : "Create a coupon to offer a discount."
        }
      >
        {(data) => (
          <DataTable
            rows={data.list}
            rowKey={(c) => c._id}
            columns={columns((coupon) => setEditing({ coupon }))}
            minWidth={860}
          />
        )}
      </PagedList>
      <CouponModal
        opened={editing !== null}
        coupon={editing?.coupon ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
