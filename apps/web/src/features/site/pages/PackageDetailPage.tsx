import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCircleCheck, IconFiles, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useSiteSettings } from "../../../app/site-settings";
import { ApiError } from "../../../lib/api";
import { Pager } from "../../../ui/ListStates";
import { packageDetailPageSize as pageSize } from "../package-filters";
import { packagePriceView } from "../price-view";
import { packageDetailQuery, useNow } from "../queries";
import type { PackageDetail, PackageFolderNode } from "../types";
import { AddToCartButton } from "../ui/AddToCartButton";
import { FolderTree } from "../ui/FolderTree";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { CountryFlag } from "../ui/PackageCard";
import { PageHeader } from "../ui/PageHeader";
import { PriceTag } from "../ui/PriceTag";
import classes from "../ui/site.module.css";

function usePackageDetail(slug: string, search: string, page: number) {
  return useQuery({ ...packageDetailQuery(slug, search, page), placeholderData: keepPreviousData });
}

function PackageMeta({ detail }: { detail: PackageDetail }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Group gap={6}>
        <CountryFlag flag={detail.country.flag} size={24} />
        <Text fw={600}>{detail.country.name}</Text>
      </Group>
      {detail.regulator && (
        <Badge variant="outline" color="brand">
          {detail.regulator.name}
        </Badge>
      )}
      {detail.categories.map((c) => (
        <Badge key={c.slug} variant="light" color="brand">
          {c.name}
        </Badge>
      ))}
      <Group gap={4}>
        <IconFiles size={18} aria-hidden="true" />
        <Text size="sm">
          {detail.files} {detail.files === 1 ? "document" : "documents"}
        </Text>
      </Group>
    </Group>
  );
}

function SearchBox({
  value,
  onChange,
  size = "md",
  name,
  example,
}: {
  value: string;
  onChange: (value: string) => void;
  size?: "md" | "lg";
  name: string;
  /** A policy number from this package, for the placeholder. */
  example: string | undefined;
}) {
  return (
    <search aria-label={`Search ${name}`}>
      <form onSubmit={(event) => event.preventDefault()}>
        <TextInput
          size={size}
          label="Search the documents in this package"
          description="By title or policy number"
          placeholder={`e.g. medication, safeguarding${example ? `, ${example}` : ""}`}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={200}
        />
      </form>
    </search>
  );
}

/** The first policy number in folder order. */
function firstPolicyNumber(folders: PackageFolderNode[]): string | undefined {
  for (const folder of folders) {
    const found = folder.documents[0]?.policyNumber ?? firstPolicyNumber(folder.folders);
    if (found) return found;
  }
  return undefined;
}

const includes = [
  "Every document filled in with your organisation's details",
  "Edit online, then export to PDF or Word",
  "Notified when a master document is updated",
  "Choose Monthly Access or the Annual Plan in your cart",
];

/**
 * /subscription-detail/{slug} (catalogue layout) and /package-detail/{slug} (search first): the
 * package's folders and documents with a search box, its licence fee and any offer, Add To Cart.
 */
export function PackageDetailPage({ layout }: { layout: "catalogue" | "search-first" }) {
  const { slug = "" } = useParams();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query = usePackageDetail(slug, debounced, page);
  const settings = useSiteSettings();
  const now = useNow();
  const detail = query.data?.detail;
  const listCrumb =
    layout === "catalogue"
      ? { label: "Subscriptions", to: "/subscription-list" }
      : { label: "Find a package", to: "/package-search" };

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  if (query.isError && !detail) {
    const missing = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <>
        <PageHeader
          title={missing ? "Package not found" : "Package details"}
          crumbs={[listCrumb, { label: "Package" }]}
        />
        <Container size="md" className={classes.section}>
          {missing ? (
            <EmptyState
              title="We could not find this package"
              action={
                <Button component={Link} to={listCrumb.to}>
                  See all packages
                </Button>
              }
            >
              It may have been renamed or withdrawn.
            </EmptyState>
          ) : (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          )}
        </Container>
      </>
    );
  }

  const view = detail ? packagePriceView(settings, detail, now) : null;
  const total = query.data?.total ?? 0;
  const results = detail && (
    <section aria-labelledby="documents-heading" aria-busy={query.isFetching}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} id="documents-heading" size="h3">
          {layout === "catalogue" ? "What this package holds" : "Documents"}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.isPlaceholderData
            ? "Searching …"
            : debounced
              ? `${total} ${total === 1 ? "document matches" : "documents match"} “${debounced}”`
              : `${total} ${total === 1 ? "document" : "documents"}`}
        </Text>
      </Group>
      {layout === "catalogue" && (
        <Box mb="md">
          <SearchBox
            value={search}
            onChange={changeSearch}
            name={detail.name}
            example={firstPolicyNumber(detail.folders)}
          />
        </Box>
      )}
      {total === 0 ? (
        <EmptyState
          title={`No documents match “${debounced}”`}
          headingOrder={3}
          action={
            <Button variant="default" onClick={() => changeSearch("")}>
              Clear the search
            </Button>
          }
        >
          Try another word, or a policy number such as{" "}
          {detail.folders[0]?.documents[0]?.policyNumber ?? "ENG-01"}.
        </EmptyState>
      ) : (
        <FolderTree folders={detail.folders} />
      )}
      <Pager page={page} mt="lg" size={pageSize} total={total} noun="documents" onChange={setPage} />
    </section>
  );

  const priceBox = detail && view && (
    <Paper p="lg" radius="md" className={classes.priceBox} component="aside" aria-label="Price">
      <Stack gap="md">
        {detail.subscription_image && (
          <Box ta="center">
            <img src={detail.subscription_image} alt="" width={144} height={96} />
          </Box>
        )}
        <PriceTag view={view} size="xl" />
        <AddToCartButton pkg={detail} size="md" fullWidth />
        <List
          spacing={6}
          size="sm"
          icon={<IconCircleCheck size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />}
        >
          {includes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to="/contact-us" state={{ topic: "demo" }} size="sm" fw={600}>
          Book a demo of this package
        </Anchor>
      </Stack>
    </Paper>
  );

  if (!detail) {
    return (
      <>
        <PageHeader title="Package details" crumbs={[listCrumb, { label: "Package" }]} />
        {/* A screen high, so the footer does not show and then jump away as the package arrives. */}
        <Container size="xl" className={classes.section} mih="100vh">
          <ListSkeleton count={4} height={120} label="Loading the package" />
        </Container>
      </>
    );
  }

  if (layout === "search-first") {
    return (
      <>
        <PageHeader title={detail.name} crumbs={[listCrumb, { label: detail.name }]}>
          <Box maw={720}>
            <SearchBox
              value={search}
              onChange={changeSearch}
              size="lg"
              name={detail.name}
              example={firstPolicyNumber(detail.folders)}
            />
          </Box>
          <PackageMeta detail={detail} />
        </PageHeader>
        <Box className={classes.section}>
          <Container size="xl">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
                {results}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
                <Stack gap="md">
                  {priceBox}
                  <Text size="sm">{detail.description}</Text>
                </Stack>
              </Grid.Col>
            </Grid>
          </Container>
        </Box>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={detail.name}
        crumbs={[listCrumb, { label: detail.name }]}
        description={detail.description}
      >
        <PackageMeta detail={detail} />
      </PageHeader>
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              {results}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              {priceBox}
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

export function SubscriptionDetailPage() {
  const { slug } = useParams();
  return <PackageDetailPage key={slug} layout="catalogue" />;
}

export function PackageSearchDetailPage() {
  const { slug } = useParams();
  return <PackageDetailPage key={slug} layout="search-first" />;
}
