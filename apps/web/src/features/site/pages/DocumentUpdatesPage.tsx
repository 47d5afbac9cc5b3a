import { pageSizes } from "@cloudoc/contract";
import { Badge, Box, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { formatDate } from "../../../lib/format";
import { Pager } from "../../../ui/ListStates";
import { fetchUpdates, siteKeys } from "../site-api";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import { useRememberedState } from "../use-remembered-state";

const pageSize = pageSizes.recentUpdates;

const pageFromState = (state: unknown): number => {
  const page = Number((state as { page?: unknown } | null)?.page);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
};

/** /document-updates: the history of master-template updates, newest first, 10 to a page. */
export function DocumentUpdatesPage() {
  const [page, setPage] = useRememberedState("page", pageFromState, String);
  const query = useQuery({
    queryKey: siteKeys.updates((page - 1) * pageSize, pageSize),
    queryFn: () => fetchUpdates((page - 1) * pageSize, pageSize),
    placeholderData: keepPreviousData,
  });
  const list = query.data?.list ?? [];

  return (
    <>
      <PageHeader
        title="Document updates"
        crumbs={[{ label: "Document updates" }]}
        description="When legislation or regulator guidance changes, we update the master documents. Subscribers are told about each update and choose whether to bring it into their own version."
      />
      <Box className={classes.section}>
        <Container size="lg">
          <section aria-labelledby="updates-heading" aria-busy={query.isFetching}>
            <Title order={2} size="h4" id="updates-heading" mb="md">
              Update history
            </Title>
            {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
            {query.isPending && <ListSkeleton count={5} height={88} label="Loading updates" />}
            {query.isSuccess && list.length === 0 && (
              <EmptyState title="No updates yet" headingOrder={3}>
                When a master document changes, the update will be listed here.
              </EmptyState>
            )}
            <Stack gap="sm" component="ol" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {list.map((update) => (
                <Paper component="li" key={update._id} withBorder radius="md" p="md">
                  <Group gap="sm" align="baseline" wrap="wrap">
                    <Badge variant="light" color="brand" radius="sm">
                      <time dateTime={update.updated_at}>{formatDate(update.updated_at)}</time>
                    </Badge>
                    <Title order={3} size="h5">
                      {update.filename}
                    </Title>
                    <span className={classes.policyNumber}>{update.policyNumber}</span>
                  </Group>
                  {update.summary && (
                    <Text size="sm" mt={6}>
                      {update.summary}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
            {query.data && (
              <Pager
                page={page}
                mt="lg"
                size={pageSize}
                total={query.data.total}
                noun="updates"
                onChange={setPage}
              />
            )}
          </section>
        </Container>
      </Box>
    </>
  );
}
