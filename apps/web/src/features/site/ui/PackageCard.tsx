import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconFiles } from "@tabler/icons-react";
import { Link } from "react-router";
import type { PriceView } from "../price-view";
import type { PackageSummary } from "../types";
import { AddToCartButton } from "./AddToCartButton";
import { PriceTag } from "./PriceTag";
import classes from "./site.module.css";

interface PackageCardProps {
  pkg: PackageSummary;
  view: PriceView;
  /** Where View Details goes: /subscription-detail/{slug} or /package-detail/{slug}. */
  detailBase?: "/subscription-detail" | "/package-detail";
  headingOrder?: 2 | 3 | 4;
}

/** One package: picture, nation and regulator, what it holds, its price, Add To Cart and View Details. */
export function PackageCard({
  pkg,
  view,
  detailBase = "/subscription-detail",
  headingOrder = 3,
}: PackageCardProps) {
  const to = `${detailBase}/${pkg.slug}`;
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.packageCard}>
      <Card.Section className={classes.packageImage}>
        {pkg.subscription_image && (
          <img src={pkg.subscription_image} alt="" width={120} height={80} loading="lazy" decoding="async" />
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <CountryFlag flag={pkg.country.flag} />
          <Text size="sm" fw={600}>
            {pkg.country.name}
          </Text>
          {pkg.regulator && (
            <Text size="sm" c="dimmed">
              · {pkg.regulator.name}
            </Text>
          )}
        </Group>
        <Title order={headingOrder} size="h4" lh={1.3}>
          <Anchor component={Link} to={to} c="inherit" fw={700} className={classes.cardLink}>
            {pkg.name}
          </Anchor>
        </Title>
        <Text size="sm" lineClamp={3}>
          {pkg.description}
        </Text>
        <Group gap={6} wrap="wrap">
          {pkg.categories.map((category) => (
            <Badge key={category.slug} variant="light" color="brand" radius="sm" size="sm">
              {category.name}
            </Badge>
          ))}
        </Group>
        <Group gap={6} c="dimmed">
          <IconFiles size={16} aria-hidden="true" />
          <Text size="sm">
            {pkg.files} {pkg.files === 1 ? "document" : "documents"}
          </Text>
        </Group>
        <div style={{ marginTop: "auto" }}>
          <PriceTag view={view} size="md" />
        </div>
        <Group gap="xs" mt="xs" grow>
          <AddToCartButton pkg={pkg} size="sm" />
          <Button
            component={Link}
            to={to}
            variant="default"
            size="sm"
            aria-label={`View Details: ${pkg.name}`}
          >
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A nation's flag; decorative beside the nation's name. */
export function CountryFlag({ flag, size = 20 }: { flag: string | undefined; size?: number }) {
  if (!flag) return null;
  return (
    <img
      src={flag}
      alt=""
      width={size}
      height={Math.round((size * 2) / 3)}
      className={classes.flag}
      loading="lazy"
      decoding="async"
    />
  );
}
