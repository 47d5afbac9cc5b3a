import { messages } from "@cloudoc/contract";
import { Box, Button, Container, Grid, Group, SimpleGrid, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useState } from "react";
import { useSiteSettings } from "../../../app/site-settings";
import { Pager } from "../../../ui/ListStates";
import {
  emptyFilters,
  filtersFromNavigationState,
  filtersToQueryString,
  hasActiveFilters,
  type PackageFilters,
} from "../package-filters";
import { packagePriceView } from "../price-view";
import { useNow, usePackages, useTaxonomy } from "../queries";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PackageCard } from "../ui/PackageCard";
import { PackageFilterPanel } from "../ui/PackageFilterPanel";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";
import { useRememberedState } from "../use-remembered-state";

const pageSize = 6;

/** A short sentence of what the regulator filter (from the mega-menu) holds, as it is not in the panel. */
function useRegulatorNote(filters: PackageFilters): string | null {
  const regulators = useTaxonomy("regulator", filters.regulators.length > 0);
  if (filters.regulators.length === 0) return null;
  const names = filters.regulators.map((slug) => regulators.data?.find((r) => r.slug === slug)?.name ?? slug);
  return `Regulator: ${names.join(", ")}`;
}

/** /subscription-list: every package, filtered and paged (spec 000 §2, §8 "No Subscription Found"). */
export function SubscriptionListPage() {
  const [filters, setFilters] = useRememberedState(
    "filters",
    filtersFromNavigationState,
    filtersToQueryString,
  );
  const query = usePackages(filters, pageSize);
  const settings = useSiteSettings();
  const now = useNow();
  const regulatorNote = useRegulatorNote(filters);
  const list = query.data?.list ?? [];
  // Below the md breakpoint the filters fold away behind a button, so the packages come first.
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false }) ?? true;
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Subscription packages"
        documentTitle="Subscriptions"
        crumbs={[{ label: "Subscriptions" }]}
        description="Every policy package with its licence fee, the number of documents it holds and the nation it is written for. Filter by plan, price, country and service type."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }}>
              {!wide && (
                <Button
                  variant="default"
                  fullWidth
                  leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
                  aria-expanded={filtersOpen}
                  aria-controls="package-filters"
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {filtersOpen ? "Hide filters" : "Show filters"}
                  {hasActiveFilters(filters) ? " (on)" : ""}
                </Button>
              )}
              <div
                id="package-filters"
                className={classes.filterPanel}
                hidden={!wide && !filtersOpen}
                style={wide ? undefined : { marginTop: 16 }}
              >
                <PackageFilterPanel filters={filters} onChange={setFilters} />
              </div>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <section aria-labelledby="results-heading" aria-busy={query.isFetching}>
                <Group justify="space-between" mb="md" gap="xs">
                  <Text component="h2" id="results-heading" fw={700} size="lg" m={0}>
                    {query.data && query.data.total > 0
                      ? `${query.data.total} ${query.data.total === 1 ? "package" : "packages"}`
                      : "Packages"}
                  </Text>
                  {regulatorNote && (
                    <Group gap="xs">
                      <Text size="sm" fw={600} c="brand.8">
                        {regulatorNote}
                      </Text>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setFilters({ ...filters, regulators: [], page: 1 })}
                      >
                        Remove
                      </Button>
                    </Group>
                  )}
                </Group>
                {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
                {query.isPending && (
                  <ListSkeleton count={6} height={380} columns={3} label="Loading packages" />
                )}
                {query.isSuccess && list.length === 0 && (
                  <EmptyState
                    title={query.data.response || messages.noSubscriptionFound}
                    action={
                      hasActiveFilters(filters) ? (
                        <Button variant="default" onClick={() => setFilters(emptyFilters)}>
                          Clear filters
                        </Button>
                      ) : undefined
                    }
                  >
                    No package matches these filters. Try fewer filters or another price range.
                  </EmptyState>
                )}
                {list.length > 0 && (
                  <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
                    {list.map((pkg) => (
                      <PackageCard key={pkg._id} pkg={pkg} view={packagePriceView(settings, pkg, now)} />
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
                    onChange={(page) => {
                      setFilters({ ...filters, page });
                      document.getElementById("results-heading")?.scrollIntoView({ block: "start" });
                    }}
                  />
                )}
              </section>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
