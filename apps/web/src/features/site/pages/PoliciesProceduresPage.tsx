import { Box, Chip, Container, Group, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { useSiteSettings } from "../../../app/site-settings";
import { useProgressiveCount } from "../../../lib/use-progressive-count";
import { resolveRegulatorSlug } from "../package-filters";
import { groupItems, groupsUpTo } from "../progressive-lists";
import { useAllPackages, useNow, useTaxonomy } from "../queries";
import type { PackageSummary } from "../types";
import { type BundleGroup, BundleGroupSection } from "../ui/BundleGroupSection";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import { SegmentedChoice } from "../ui/SegmentedChoice";
import classes from "../ui/site.module.css";
import { useRememberedState } from "../use-remembered-state";

type Dimension = "category" | "regulator" | "country";
interface Selection {
  by: Dimension;
  /** "" shows every group of the dimension. */
  slug: string;
}

const dimensions: { value: Dimension; label: string }[] = [
  { value: "category", label: "Service type" },
  { value: "regulator", label: "Regulator" },
  { value: "country", label: "Country" },
];

/**
 * Bundles rendered with the first paint (more than a phone's screenful); the rest follow two at a
 * time while the browser is idle, as the whole list is over a thousand elements: each step stays
 * short enough not to hold up a tap, and the list is complete within moments (find-in-page).
 */
const bundlesAtFirst = 4;
const bundlesPerStep = 2;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The selection a menu link carried ({category}, {regulator, country} or {country}), or the kept one. */
export function selectionFromState(state: unknown): Selection {
  const s = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  const kept = text(s.selection);
  const [by, slug = ""] = kept.split(":");
  if (by === "category" || by === "regulator" || by === "country") return { by, slug };
  if (text(s.category)) return { by: "category", slug: text(s.category) };
  if (text(s.regulator)) return { by: "regulator", slug: text(s.regulator) };
  if (text(s.country)) return { by: "country", slug: text(s.country) };
  return { by: "category", slug: "" };
}

const serialiseSelection = (selection: Selection) => `${selection.by}:${selection.slug}`;

function groupsFor(
  by: Dimension,
  packages: PackageSummary[],
  taxonomy: {
    categories: { slug: string; name: string; blurb: string }[];
    regulators: { slug: string; name: string; description: string }[];
    countries: { slug: string; name: string; country_flag: string }[];
  },
): BundleGroup[] {
  if (by === "category") {
    return taxonomy.categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.blurb,
      packages: packages.filter((p) => p.categories.some((pc) => pc.slug === c.slug)),
    }));
  }
  if (by === "regulator") {
    const groups: BundleGroup[] = taxonomy.regulators.map((r) => ({
      slug: r.slug,
      name: r.name,
      description: r.description,
      packages: packages.filter((p) => p.regulator?.slug === r.slug),
    }));
    const other = packages.filter((p) => p.regulator === null);
    if (other.length > 0) {
      groups.push({
        slug: "other",
        name: "Services without a care regulator",
        description:
          "Packages for services that are not registered with a care regulator, such as staffing agencies.",
        packages: other,
      });
    }
    return groups;
  }
  return taxonomy.countries.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: `Policy bundles written for services registered in ${c.name}.`,
    flag: c.country_flag,
    packages: packages.filter((p) => p.country.slug === c.slug),
  }));
}

/** /policies-procedures: the policy bundles by service type, regulator and country (spec 000 §2). */
export function PoliciesProceduresPage() {
  const [selection, setSelection] = useRememberedState("selection", selectionFromState, serialiseSelection);
  const packages = useAllPackages();
  const categories = useTaxonomy("category");
  const regulators = useTaxonomy("regulator");
  const countries = useTaxonomy("country");
  const settings = useSiteSettings();
  const now = useNow();

  const queries = [packages, categories, regulators, countries];
  const failed = queries.find((q) => q.isError);
  const loading = queries.some((q) => q.isPending);

  // The same groups from render to render while the data is unchanged, for BundleGroupSection's memo.
  const groups = useMemo(
    () =>
      loading
        ? []
        : groupsFor(selection.by, packages.data?.list ?? [], {
            categories: categories.data ?? [],
            regulators: regulators.data ?? [],
            countries: countries.data ?? [],
          }),
    [loading, selection.by, packages.data, categories.data, regulators.data, countries.data],
  );
  const slug =
    selection.by === "regulator" && selection.slug
      ? (resolveRegulatorSlug(
          selection.slug,
          groups.map((g) => g.slug),
        ) ?? selection.slug)
      : selection.slug;
  const shown = slug ? groups.filter((g) => g.slug === slug) : groups;
  const chosen = slug ? groups.find((g) => g.slug === slug) : undefined;
  const renderedCount = useProgressiveCount(groupItems(shown), bundlesAtFirst, bundlesPerStep);
  const rendered = groupsUpTo(shown, renderedCount);

  return (
    <>
      <PageHeader
        title="Policies & Procedures"
        crumbs={[{ label: "Policies & Procedures" }]}
        description="Complete policy bundles for your type of service, written for your regulator and the nation where you are registered. Choose how to browse, then open a bundle to see every document it holds."
      />
      <Box className={classes.section}>
        <Container size="xl">
          <Stack gap="lg">
            <Group gap="md" align="center" wrap="wrap">
              <Text fw={700} id="browse-by">
                Browse by
              </Text>
              <SegmentedChoice
                labelledBy="browse-by"
                value={selection.by}
                onChange={(by) => setSelection({ by, slug: "" })}
                options={dimensions}
              />
            </Group>
            {!loading && !failed && (
              <Chip.Group
                multiple={false}
                value={slug || "all"}
                onChange={(value) => setSelection({ by: selection.by, slug: value === "all" ? "" : value })}
              >
                <Group gap="xs" role="radiogroup" aria-label={`Choose a ${dimensionLabel(selection.by)}`}>
                  <Chip value="all" variant="outline">
                    All
                  </Chip>
                  {groups.map((group) => (
                    <Chip key={group.slug} value={group.slug} variant="outline">
                      {group.name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}

            {failed && (
              <ErrorState error={failed.error} onRetry={() => queries.forEach((q) => void q.refetch())} />
            )}
            {loading && !failed && (
              <ListSkeleton count={6} height={380} columns={3} label="Loading policy bundles" />
            )}
            {!loading && !failed && slug && !chosen && (
              <EmptyState title="We could not find that selection">
                It may have been renamed. Choose a {dimensionLabel(selection.by)} above to see its bundles.
              </EmptyState>
            )}
            {!loading &&
              !failed &&
              rendered.map(({ group, shown }) => (
                <BundleGroupSection
                  key={group.slug}
                  group={group}
                  shown={shown}
                  settings={settings}
                  now={now}
                />
              ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
}

function dimensionLabel(by: Dimension): string {
  return by === "category" ? "service type" : by;
}
