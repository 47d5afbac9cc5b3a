import { trialOfferActive, trialPeriodLabel } from "@cloudoc/contract";
import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type PublicSettings, useSiteSettings } from "../../../app/site-settings";
import { formatDate, formatMoney } from "../../../lib/format";
import { offerSettingsOf } from "../price-view";
import { useAllPackages, useNow, useTaxonomy } from "../queries";
import { contentStaleTime, fetchSamples, fetchUpdates, siteKeys } from "../site-api";
import { KindBadge } from "../ui/KindBadge";
import { EmptyState, ErrorState, ListSkeleton } from "../ui/ListStates";
import { PageHeader } from "../ui/PageHeader";
import classes from "../ui/site.module.css";

function Points({ items }: { items: string[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={24} radius="xl" aria-hidden="true">
          <IconCircleCheck size={16} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function FeatureLayout({
  title,
  description,
  points,
  children,
  actions,
}: {
  title: string;
  description: string;
  points: string[];
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        crumbs={[{ label: "System Features", to: "/features" }, { label: title }]}
      >
        <Group gap="sm">{actions}</Group>
      </PageHeader>
      <Box className={classes.section}>
        <Container size="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder radius="md" p="lg">
                <Title order={2} size="h4" mb="md">
                  At a glance
                </Title>
                <Points items={points} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

/** /readytousepolicies/{id}: how documents arrive ready to use, with the eight sample documents. */
export function ReadyToUsePoliciesPage() {
  const samples = useQuery({
    queryKey: siteKeys.samples,
    queryFn: fetchSamples,
    staleTime: contentStaleTime,
  });
  return (
    <FeatureLayout
      title="Ready-to-use policies"
      description="Every package is a complete set of policies, procedures and forms for one type of service in one nation, written to that regulator's framework and ready to adopt."
      points={[
        "Written for your service type and your regulator",
        "Your organisation's details filled in everywhere",
        "Clear policy numbers and review dates",
        "Edit anything online, then export to PDF or Word",
      ]}
      actions={
        <>
          <Button component={Link} to="/policies-procedures">
            Browse policy bundles
          </Button>
          <Button component={Link} to="/download/sample/documents" variant="outline">
            Download free samples
          </Button>
        </>
      }
    >
      <section aria-labelledby="samples-heading">
        <Title order={2} id="samples-heading" mb="xs">
          Sample documents
        </Title>
        <Text mb="md">These eight documents show the style and depth of every package.</Text>
        {samples.isError && <ErrorState error={samples.error} onRetry={() => void samples.refetch()} />}
        {samples.isPending && <ListSkeleton count={4} height={90} columns={2} label="Loading samples" />}
        {samples.isSuccess && samples.data.length === 0 && (
          <EmptyState title="No samples yet" headingOrder={3} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(samples.data ?? []).map((sample) => (
            <Paper key={sample.number} withBorder radius="md" p="md">
              <Group gap="xs" mb={4}>
                <Text fw={800} c="brand.8" aria-label={`Sample ${sample.number}`}>
                  {sample.number}.
                </Text>
                <Title order={3} size="h5">
                  {sample.title}
                </Title>
              </Group>
              <Group gap="xs" mb={6}>
                <span className={classes.policyNumber}>{sample.policyNumber}</span>
                <KindBadge kind={sample.kind} />
              </Group>
              <Text size="sm">{sample.summary}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </FeatureLayout>
  );
}

/** /uptodatedocuments/{id}: how documents are kept current, with the latest updates. */
export function UpToDateDocumentsPage() {
  const updates = useQuery({
    queryKey: siteKeys.updates(0, 5),
    queryFn: () => fetchUpdates(0, 5),
    staleTime: contentStaleTime,
  });
  return (
    <FeatureLayout
      title="Up-to-date documents"
      description="We review the master documents against new legislation and regulator guidance. When one changes, you are told what changed and decide when to bring the update into your own version."
      points={[
        "Master documents reviewed against new law and guidance",
        "A live notification when a document you hold is updated",
        "Compare the changes before you accept them",
        "Your earlier version is kept, so nothing is lost",
      ]}
      actions={
        <Button component={Link} to="/document-updates">
          See every update
        </Button>
      }
    >
      <section aria-labelledby="latest-heading">
        <Title order={2} id="latest-heading" mb="md">
          Latest updates
        </Title>
        {updates.isError && <ErrorState error={updates.error} onRetry={() => void updates.refetch()} />}
        {updates.isPending && <ListSkeleton count={3} height={80} label="Loading updates" />}
        {updates.isSuccess && updates.data.list.length === 0 && (
          <EmptyState title="No updates yet" headingOrder={3} />
        )}
        <Stack gap="sm">
          {(updates.data?.list ?? []).map((update) => (
            <Paper key={update._id} withBorder radius="md" p="md">
              <Group gap="xs" align="baseline">
                <Text size="sm" fw={700} c="brand.8">
                  <time dateTime={update.updated_at}>{formatDate(update.updated_at)}</time>
                </Text>
                <Title order={3} size="h5">
                  {update.filename}
                </Title>
                <span className={classes.policyNumber}>{update.policyNumber}</span>
              </Group>
              <Text size="sm" mt={4}>
                {update.summary}
              </Text>
            </Paper>
          ))}
        </Stack>
      </section>
    </FeatureLayout>
  );
}

type FeeKey = keyof Pick<
  PublicSettings,
  | "monthlyRenewalFee"
  | "yearlyRenewalFee"
  | "monthlyManagementFee"
  | "yearlyManagementFee"
  | "monthlyComboFee"
  | "yearlyComboFee"
  | "monthlyProFee"
  | "yearlyProFee"
>;

const addOns: { name: string; text: string; monthly: FeeKey; yearly: FeeKey }[] = [
  {
    name: "Document updates",
    text: "Master-document updates as legislation and guidance change.",
    monthly: "monthlyRenewalFee",
    yearly: "yearlyRenewalFee",
  },
  {
    name: "Document management",
    text: "The online editor, reviews, versions and exports.",
    monthly: "monthlyManagementFee",
    yearly: "yearlyManagementFee",
  },
  {
    name: "Combo",
    text: "Document updates and document management together.",
    monthly: "monthlyComboFee",
    yearly: "yearlyComboFee",
  },
  {
    name: "Pro",
    text: "Electronic signatures, web forms and training courses.",
    monthly: "monthlyProFee",
    yearly: "yearlyProFee",
  },
];

const fee = (value: number | undefined) => (typeof value === "number" ? formatMoney(value) : "—");

/** /flexiblepricing/{id}: plans, package prices and add-on fees, all from the catalogue and settings. */
export function FlexiblePricingPage() {
  const settings = useSiteSettings();
  const plans = useTaxonomy("type");
  const packages = useAllPackages();
  const now = useNow();
  const offer = offerSettingsOf(settings);
  const fees = (packages.data?.list ?? []).map((p) => p.licenseFee);
  const trial = offer && trialOfferActive(offer, now) ? trialPeriodLabel(offer, now) : null;

  return (
    <FeatureLayout
      title="Flexible pricing"
      description="Buy the package for your service once as a licence, then choose Monthly Access or the Annual Plan and only the add-ons you need."
      points={[
        "A licence fee per package",
        "Monthly Access or the Annual Plan",
        "Add-ons you can change as you grow",
        ...(trial ? [`A free ${trial} trial while the offer lasts`] : []),
      ]}
      actions={
        <Button component={Link} to="/subscription-list">
          See packages and prices
        </Button>
      }
    >
      <Stack gap="xl">
        <section aria-labelledby="plans-heading">
          <Title order={2} id="plans-heading" mb="md">
            Plans
          </Title>
          {plans.isError && <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />}
          {plans.isPending && <ListSkeleton count={2} height={100} columns={2} label="Loading plans" />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(plans.data ?? []).map((plan) => (
              <Paper key={plan.slug} withBorder radius="md" p="lg">
                <Title order={3} size="h4" mb={4}>
                  {plan.name}
                </Title>
                <Text size="sm">{plan.description}</Text>
                <Anchor
                  component={Link}
                  to="/subscription-list"
                  state={{ plan: plan.slug }}
                  size="sm"
                  fw={600}
                  mt="xs"
                  display="inline-block"
                >
                  Packages on the {plan.name}
                </Anchor>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="licence-heading">
          <Title order={2} id="licence-heading" mb="xs">
            Package licences
          </Title>
          {packages.isError && <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />}
          {fees.length > 0 ? (
            <Text>
              Each package has a one-off licence fee, from {formatMoney(Math.min(...fees))} to{" "}
              {formatMoney(Math.max(...fees))}.
              {settings.discountStatus === 1 && typeof settings.yearlyDiscount === "number"
                ? ` On the Annual Plan the licence is ${settings.yearlyDiscount}% less.`
                : ""}
            </Text>
          ) : (
            packages.isPending && <ListSkeleton count={1} height={40} label="Loading prices" />
          )}
        </section>
        <section aria-labelledby="addons-heading">
          <Title order={2} id="addons-heading" mb="md">
            Add-ons
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table striped withTableBorder verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Add-on</Table.Th>
                  <Table.Th scope="col">Monthly Access</Table.Th>
                  <Table.Th scope="col">Annual Plan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {addOns.map((addOn) => (
                  <Table.Tr key={addOn.name}>
                    <Table.Th scope="row" fw={400}>
                      <Text fw={700} size="sm">
                        {addOn.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {addOn.text}
                      </Text>
                    </Table.Th>
                    <Table.Td>{fee(settings[addOn.monthly])} a month</Table.Td>
                    <Table.Td>{fee(settings[addOn.yearly])} a year</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    <Text fw={700} size="sm">
                      Printing
                    </Text>
                    <Text size="xs" c="dimmed">
                      Printed copies of your documents.
                    </Text>
                  </Table.Th>
                  <Table.Td colSpan={2}>{fee(settings.printingFee)} once</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      </Stack>
    </FeatureLayout>
  );
}
