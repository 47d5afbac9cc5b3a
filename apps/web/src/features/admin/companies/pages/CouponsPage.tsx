import type { Coupon } from "@cloudoc/contract";
import {
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconPlus, IconSearch, IconTicket } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate, formatMoney } from "../../../../lib/format";
import { ListPager } from "../../ui/ListPager";
import { ListStates } from "../../ui/ListStates";
import { useListFilters } from "../../ui/use-list-filters";
import { CouponActions } from "../components/CouponActions";
import { CouponModal } from "../components/CouponModal";
import { adminKeys } from "../queries/companies";
import { type CouponListInput, fetchCoupons } from "../queries/coupons";

type StatusFilter = NonNullable<CouponListInput["status"]>;
const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All coupons" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];
const isStatus = (value: string | null): value is StatusFilter =>
  statusOptions.some((o) => o.value === value);
const discountText = (coupon: Coupon) =>
  coupon.kind === "percent" ? `${coupon.amount}% off` : `${formatMoney(coupon.amount)} off`;

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
    <Stack gap="lg">
      <title>Coupons | Cloudoc admin</title>
      <Group justify="space-between">
        <Title order={1}>Coupons</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ coupon: null })}
        >
          New coupon
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search coupons"
          placeholder="Code or description"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: "100%", sm: 300 }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={list.filters.status}
          onChange={(value) => isStatus(value) && list.setFilter("status", value)}
          allowDeselect={false}
          w={{ base: "100%", sm: 180 }}
        />
      </Group>
      <ListStates
        query={coupons}
        noun="coupons"
        emptyIcon={<IconTicket size={30} aria-hidden="true" />}
        emptyText={
          list.input.search || list.filters.status !== "all"
            ? "No coupon matches the search."
            : "Create a coupon to offer a discount."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Discount</Table.Th>
                    <Table.Th>Packages</Table.Th>
                    <Table.Th>Last day</Table.Th>
                    <Table.Th>Used</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((coupon) => (
                    <Table.Tr key={coupon._id}>
                      <Table.Td>
                        <Text fw={600} ff="monospace">
                          {coupon.code}
                        </Text>
                        {coupon.description && (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {coupon.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{discountText(coupon)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {coupon.packages.join(", ") || "Every package"}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(coupon.expiresOn) || "No expiry"}</Table.Td>
                      <Table.Td>
                        {coupon.usedCount}
                        {coupon.usageLimit === null ? "" : ` of ${coupon.usageLimit}`}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="filled" radius="sm" color={coupon.active ? "#1e6b38" : "gray.7"}>
                          {coupon.active ? "Active" : "Inactive"}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <CouponActions coupon={coupon} onEdit={() => setEditing({ coupon })} />
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
              noun="coupons"
              onPage={list.setPage}
            />
          </Stack>
        )}
      </ListStates>
      <CouponModal
        opened={editing !== null}
        coupon={editing?.coupon ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
