import {
  Anchor,
  Box,
  Chip,
  Container,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { useSiteSettings } from "../../../app/site-settings";
import { useProgressiveCount } from "../../../lib/use-progressive-count";
import { resolveRegulatorSlug } from "../package-filters";
import { packagePriceView } from "../price-view";
import { useAllPackages, useNow, useTaxonomy } from "../queries";
import type { PackageSummary } from "../types";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { CountryFlag, PackageCard } from "../ui/PackageCard";
import { PageHeader } from "../ui/PageHeader";
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
 * Groups rendered with the first paint (about a phone's screenful of bundles); the rest follow one
 * at a time while the browser is idle, as the whole list is over a thousand elements.
 */
const groupsAtFirst = 1;

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

interface BundleGroup {
  slug: string;
  name: string;
  description: string;
  flag?: string;
  packages: PackageSummary[];
}

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

  const taxonomy = {
    categories: categories.data ?? [],
    regulators: regulators.data ?? [],
    countries: countries.data ?? [],
  };
  const groups = loading ? [] : groupsFor(selection.by, packages.data?.list ?? [], taxonomy);
  const slug =
    selection.by === "regulator" && selection.slug
      ? (resolveRegulatorSlug(
          selection.slug,
          groups.map((g) => g.slug),
        ) ?? selection.slug)
      : selection.slug;
  const shown = slug ? groups.filter((g) => g.slug === slug) : groups;
  const chosen = slug ? groups.find((g) => g.slug === slug) : undefined;
  const renderedCount = useProgressiveCount(shown.length, groupsAtFirst);
  const rendered = shown.slice(0, renderedCount);

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
              <SegmentedControl
                aria-labelledby="browse-by"
                value={selection.by}
                onChange={(value) => setSelection({ by: value as Dimension, slug: "" })}
                data={dimensions}
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
              rendered.map((group) => (
                <Box
                  component="section"
                  key={group.slug}
                  aria-labelledby={`group-${group.slug}`}
                  className={classes.groupRow}
                >
                  <Grid gap="xl">
                    <Grid.Col span={{ base: 12, lg: 4 }}>
                      <Stack gap={6}>
                        <Group gap="xs" wrap="nowrap">
                          <CountryFlag flag={group.flag} size={28} />
                          <Title order={2} id={`group-${group.slug}`} size="h3">
                            {group.name}
                          </Title>
                        </Group>
                        <Text c="dark.6">{group.description}</Text>
                        <Text size="sm" fw={600} c="brand.8">
                          {group.packages.length} {group.packages.length === 1 ? "bundle" : "bundles"}
                        </Text>
                      </Stack>
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, lg: 8 }}>
                      {group.packages.length === 0 ? (
                        <EmptyState
                          title={`No bundles for ${group.name} yet`}
                          headingOrder={3}
                          action={
                            <Anchor component={Link} to="/contact-us" state={{ topic: "help" }} fw={600}>
                              Ask us about {group.name}
                            </Anchor>
                          }
                        >
                          We are writing policies for this group. Tell us what you need and we will let you
                          know when they are ready.
                        </EmptyState>
                      ) : (
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                          {group.packages.map((pkg) => (
                            <PackageCard
                              key={pkg._id}
                              pkg={pkg}
                              view={packagePriceView(settings, pkg, now)}
                            />
                          ))}
                        </SimpleGrid>
                      )}
                    </Grid.Col>
                  </Grid>
                </Box>
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
