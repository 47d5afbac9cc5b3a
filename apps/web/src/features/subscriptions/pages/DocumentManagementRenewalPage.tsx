import { type DocumentManagementState, messages } from "@cloudoc/contract";
import { Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFolderCog } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import { PageHeading } from "../../../ui/PageHeading";
import { EmptyState, LoadError } from "../../../ui/States";
import { addOnLabels, planLabels } from "../../commerce/labels";
import { LoadingBlocks } from "../../commerce/ui/States";
import { documentManagement, subscriptionKeys } from "../api";
import { subscriptionPaths } from "../paths";
import { readPayIntent } from "../pay-intent";
import { type AppliedCoupon, statusOf } from "../rules";
import { RenewalPayment } from "../ui/RenewalPayment";
import { usePayment } from "../use-payment";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function Renewal({ state }: { state: DocumentManagementState }) {
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  // The call renews with the company's default card (the panel shows only that one).
  const payment = usePayment(async () =>
    documentManagement(state.subscriptionId, true, coupon?.code ?? null),
  );
  const status = statusOf({
    status: state.status,
    plan: state.plan,
    cancelAtPeriodEnd: false,
    periodEnd: state.endsAt,
    expiresAt: state.graceEndsAt,
    renewal: { graceEndsAt: state.graceEndsAt },
  });
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="management-heading">
          <Title order={2} size="h3" id="management-heading" mb="md">
            {state.packageName}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label="Add-on" value={`${addOnLabels[state.addOn]}, ${planLabels[state.plan]}`} />
            <Fact label="Status" value={status.detail ? `${status.label}. ${status.detail}` : status.label} />
            <Fact label="Paid until" value={formatDate(state.endsAt)} />
            <Fact label="Renewal price" value={formatMoney(state.price)} />
          </SimpleGrid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="management-pay-heading">
          <Title order={2} size="h3" id="management-pay-heading" mb="sm">
            Payment
          </Title>
          <RenewalPayment
            subscriptionId={state.subscriptionId}
            price={state.price}
            coupon={coupon}
            onCoupon={setCoupon}
            payment={payment}
            defaultOnly
          />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/**
 * /document/management/renewal (spec 001 §2): the document-management add-on of the chosen
 * subscription (or the latest one), its state and price, renewed with the default card. Success:
 * 'Document Management Renewed Successfully.' and back to /subscriptions; a declined card:
 * 'Payment Failed.' and /cart (spec 001 §4).
 */
export function DocumentManagementRenewalPage() {
  const intent = readPayIntent();
  const subscriptionId = intent?.kind === "management" ? intent.subscriptionId : null;
  const state = useQuery({
    queryKey: subscriptionKeys.management(subscriptionId),
    queryFn: () => documentManagement(subscriptionId, false),
  });

  let body: React.ReactNode;
  if (state.isPending) body = <LoadingBlocks label="Loading document management" />;
  else if (state.isError) {
    body = (
      <LoadError
        title="Document management could not be loaded"
        error={state.error}
        onRetry={() => void state.refetch()}
      />
    );
  } else if (!state.data.state) {
    body = (
      <EmptyState
        icon={<IconFolderCog size={30} aria-hidden="true" />}
        title={messages.noRecordsFound}
        actions={
          <Group>
            <Button component={Link} to={subscriptionPaths.list} variant="default">
              Go to my subscriptions
            </Button>
            <Button component={Link} to={subscriptionPaths.catalogue}>
              Buy more
            </Button>
          </Group>
        }
      >
        None of your subscriptions includes document management.
      </EmptyState>
    );
  } else body = <Renewal state={state.data.state} />;

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <PageHeading
          title="Renew document management"
          description="Keep editing, reviewing, sharing and assigning your documents online."
        />
        {body}
      </Stack>
    </Container>
  );
}
