import { Alert, Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { FolderTree } from "../components/FolderTree";
import { PackageForm } from "../components/PackageForm";
import { PackageImage } from "../components/PackageImage";
import { PublishControl } from "../components/PublishControl";
import { PublishedBadge } from "../components/PublishedBadge";
import { catalogueKeys, fetchPackage } from "../queries/catalogue";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One package: its details, image, sale status and folder tree. */
export function PackagePage() {
  const id = useParams().id ?? "";
  const pkg = useQuery({ queryKey: catalogueKeys.package(id), queryFn: () => fetchPackage(id) });
  const back = (
    <Anchor component={Link} to="/admin/packages" size="sm">
      ← Packages
    </Anchor>
  );
  if (pkg.isPending) return <LoadingBlocks label="Loading the package" count={4} height={60} />;
  if (pkg.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          title="The package could not be loaded"
          error={pkg.error}
          onRetry={() => void pkg.refetch()}
        />
      </Stack>
    );
  }
  const data = pkg.data;
  return (
    <Stack gap="lg" maw={1080}>
      <title>{`${data.name} | Cloudoc admin`}</title>
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{data.name}</Title>
          <Group gap="xs">
            <PublishedBadge published={data.published} />
            <Text size="sm" c="dimmed">
              {data.documentCount === 1 ? "1 document" : `${data.documentCount} documents`}
            </Text>
          </Group>
        </Stack>
        <PublishControl pkg={data} />
      </Group>
      <Alert variant="light" color={data.onOffer ? "grape" : "blue"} title="Package offer">
        {data.onOffer
          ? "The site's package offer covers this package now: the catalogue shows it at the discounted price."
          : "The site's package offer does not cover this package now."}{" "}
        The offer and the packages it covers are set in{" "}
        <Anchor component={Link} to="/admin/settings">
          Site settings
        </Anchor>
        .
      </Alert>
      <Section title="Details">
        <PackageForm key={data.id} pkg={data} />
      </Section>
      <Section title="Image">
        <PackageImage pkg={data} />
      </Section>
      <Section title="Folders and templates">
        <FolderTree packageId={data.id} />
      </Section>
    </Stack>
  );
}
