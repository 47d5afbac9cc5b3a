import { type Paged, pageSizes } from "@cloudoc/contract";
import { Anchor, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { pageCount } from "../../../lib/list-rules";
import { LoadError } from "../../../ui/States";

interface PagedPanelProps<T> {
  id: string;
  title: string;
  seeAll: string;
  empty: string;
  queryKey: (page: number) => QueryKey;
  fetchPage: (page: number) => Promise<Paged<T>>;
  renderItem: (item: T) => ReactNode;
}

/** A dashboard list, 25 a page (spec 001 §9), with its loading, empty and failed states. */
export function PagedPanel<T>({
  id,
  title,
  seeAll,
  empty,
  queryKey,
  fetchPage,
  renderItem,
}: PagedPanelProps<T>) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKey(page),
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
  });
  const pages = pageCount(list.data?.total ?? 0, pageSizes.dashboard);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={id}>
          {title}
          {list.data ? <Text span c="dimmed" fw={500} size="sm">{` (${list.data.total})`}</Text> : null}
        </Title>
        <Anchor component={Link} to={seeAll} size="sm">
          See all
        </Anchor>
      </Group>
      {list.isError && (
        <LoadError
          title={`${title} could not be loaded`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isPending && <Skeleton height={160} />}
      {list.data && list.data.list.length === 0 && (
        <Text size="sm" c="dimmed" py="md" ta="center" role="status">
          {empty}
        </Text>
      )}
      {list.data && list.data.list.length > 0 && (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {list.data.list.map(renderItem)}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          mt="sm"
          aria-label={`Pages of ${title.toLowerCase()}`}
        />
      )}
    </Paper>
  );
}
