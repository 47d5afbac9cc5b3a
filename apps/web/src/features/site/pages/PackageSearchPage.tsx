import { messages } from "@cloudoc/contract";
import { Box, Button, Chip, Container, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { useSiteSettings } from "../../../app/site-settings";
import { Pager } from "../../../ui/ListStates";
import {
  emptyFilters,
  filtersFromNavigationState,
  filtersToQueryString,
  hasActiveFilters,
} from "../package-filters";
import { packagePriceView } from "../price-view";
import { useNow, usePackages, useTaxonomy } from "../queries";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PackageCard } from "../ui/PackageCard";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import { useRememberedState } from "../use-remembered-state";

const pageSize = 6;

/** /package-search: the catalogue with the search box first, and quick country and service chips. */
export function PackageSearchPage() {
  const [filters, setFilters] = useRememberedState(
    "filters",
    filtersFromNavigationState,
    filtersToQueryString,
  );
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
  const query = usePackages(filters, pageSize);
  const countries = useTaxonomy("country");
  const categories = useTaxonomy("category");
  const settings = useSiteSettings();
  const now = useNow();
  const list = query.data?.list ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: text.trim(), page: 1 });
  };

  return (
    <>
      <PageHeader
        title="Find a package"
        crumbs={[{ label: "Find a package" }]}
        description="Search by service, nation or regulator, for example “children's home”, “Scotland” or “CQC”."
      >
        <search aria-label="Search packages">
          <form onSubmit={submit}>
            <Group gap="sm" align="flex-end" maw={760} wrap="nowrap">
              <TextInput
                size="lg"
                label="Search packages"
                placeholder="What kind of service do you run?"
                leftSection={<IconSearch size={20} aria-hidden="true" />}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={200}
                style={{ flex: 1 }}
              />
              <Button type="submit" size="lg">
                Search
              </Button>
            </Group>
          </form>
        </search>
      </PageHeader>
      <Box className={classes.section}>
        <Container size="xl">
          <Stack gap="lg">
            <Stack gap="xs">
              <Chip.Group
                multiple
                value={filters.countries}
                onChange={(countries) => setFilters({ ...filters, countries, page: 1 })}
              >
                <Group gap="xs" role="group" aria-label="Countries">
                  <Text fw={600} size="sm" w={110} aria-hidden="true">
                    Country
                  </Text>
                  {(countries.data ?? []).map((c) => (
                    <Chip key={c.slug} value={c.slug} variant="outline" size="sm">
                      {c.name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <Chip.Group
                multiple
                value={filters.categories}
                onChange={(categories) => setFilters({ ...filters, categories, page: 1 })}
              >
                <Group gap="xs" role="group" aria-label="Service types">
                  <Text fw={600} size="sm" w={110} aria-hidden="true">
                    Service type
                  </Text>
                  {(categories.data ?? []).map((c) => (
                    <Chip key={c.slug} value={c.slug} variant="outline" size="sm">
                      {c.name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>

            <section aria-labelledby="package-results" aria-busy={query.isFetching}>
              <Group justify="space-between" mb="md">
                <Text component="h2" id="package-results" fw={700} size="lg" m={0}>
                  {filters.search ? `Results for “${filters.search}”` : "All packages"}
                  {query.data ? ` (${query.data.total})` : ""}
                </Text>
                {hasActiveFilters(filters) && (
                  <Button variant="subtle" size="compact-sm" onClick={() => setFilters(emptyFilters)}>
                    Clear search and filters
                  </Button>
                )}
              </Group>
              {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
              {query.isPending && (
                <ListSkeleton count={3} height={380} columns={3} label="Searching packages" />
              )}
              {query.isSuccess && list.length === 0 && (
                <EmptyState title={query.data.response || messages.noSubscriptionFound}>
                  Nothing matched. Try a broader word such as “care” or remove a filter.
                </EmptyState>
              )}
              {list.length > 0 && (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {list.map((pkg) => (
                    <PackageCard
                      key={pkg._id}
                      pkg={pkg}
                      view={packagePriceView(settings, pkg, now)}
                      detailBase="/package-detail"
                    />
                  ))}
                </SimpleGrid>
              )}
              {query.data && (
                <Pager
                  page={filters.page}
                  mt="lg"
                  size={pageSize}
                  total={query.data.total}
                  noun="packages"
                  onChange={(page) => setFilters({ ...filters, page })}
                />
              )}
            </section>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
