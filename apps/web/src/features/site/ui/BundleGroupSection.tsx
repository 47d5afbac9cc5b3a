import { Anchor, Box, Grid, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { memo } from "react";
import { Link } from "react-router";
import type { PublicSettings } from "../../../app/site-settings";
import { packagePriceView } from "../price-view";
import type { PackageSummary } from "../types";
import { EmptyState } from "./ListStates";
import { CountryFlag, PackageCard } from "./PackageCard";
import classes from "./site.module.css";

/** A group of policy bundles on /policies-procedures: a service type, regulator or country. */
export interface BundleGroup {
  slug: string;
  name: string;
  description: string;
  flag?: string;
  packages: PackageSummary[];
}

interface Props {
  group: BundleGroup;
  /** How many of its bundles show yet (the page adds them a few at a time). */
  shown: number;
  settings: PublicSettings;
  now: Date;
}

/** One bundle's card; memoised, so adding a bundle to a group does not render the others again. */
const BundleCard = memo(function BundleCard(props: {
  pkg: PackageSummary;
  settings: PublicSettings;
  now: Date;
}) {
  return <PackageCard pkg={props.pkg} view={packagePriceView(props.settings, props.pkg, props.now)} />;
});

/**
 * One group with its bundles. Memoised: the page adds its bundles a few at a time while the browser
 * is idle, and each addition would otherwise render every group before it again.
 */
export const BundleGroupSection = memo(function BundleGroupSection({ group, shown, settings, now }: Props) {
  return (
    <Box component="section" aria-labelledby={`group-${group.slug}`} className={classes.groupRow}>
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
              We are writing policies for this group. Tell us what you need and we will let you know when they
              are ready.
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {group.packages.slice(0, shown).map((pkg) => (
                <BundleCard key={pkg._id} pkg={pkg} settings={settings} now={now} />
              ))}
            </SimpleGrid>
          )}
        </Grid.Col>
      </Grid>
    </Box>
  );
});
