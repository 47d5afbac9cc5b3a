import { Anchor, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../../../ui/States";
import { LoadingBlocks } from "../../../commerce/ui/States";
import { CompanyOverview } from "../components/CompanyOverview";
import { CompanyStatusBadge } from "../components/CompanyStatusBadge";
import { CompanyOrdersTable, PeopleTable, SubscriptionsTable } from "../components/CompanyTables";
import { StatusChangeModal } from "../components/StatusChangeModal";
import { adminKeys, fetchCompany } from "../queries/companies";

/** One company: overview, subscriptions, orders and users; suspend or reinstate it with a reason. */
export function CompanyPage() {
  const { id = "" } = useParams();
  const [action, setAction] = useState<"suspend" | "reinstate" | null>(null);
  const company = useQuery({ queryKey: adminKeys.company(id), queryFn: () => fetchCompany(id) });
  const view = company.data;

  return (
    <Stack gap="lg">
      <title>{`${view?.company.name ?? "Company"} | Cloudoc admin`}</title>
      <Anchor component={Link} to="/admin/companies" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          All companies
        </Group>
      </Anchor>
      {company.isPending && <LoadingBlocks label="Loading the company" count={3} />}
      {company.isError && (
        <LoadError
          title="The company could not be loaded"
          error={company.error}
          onRetry={() => void company.refetch()}
        />
      )}
      {view && (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Group gap="sm">
                <Title order={1}>{view.company.name}</Title>
                <CompanyStatusBadge status={view.company.status} />
              </Group>
              <Text c="dimmed">{view.company.subdomain}</Text>
            </Stack>
            {view.company.status === "active" ? (
              <Button color="red" variant="outline" onClick={() => setAction("suspend")}>
                Suspend
              </Button>
            ) : (
              <Button onClick={() => setAction("reinstate")}>Reinstate</Button>
            )}
          </Group>
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="subscriptions">Subscriptions ({view.subscriptions.length})</Tabs.Tab>
              <Tabs.Tab value="orders">Orders ({view.orders.length})</Tabs.Tab>
              <Tabs.Tab value="users">Users ({view.users.length})</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <CompanyOverview view={view} />
            </Tabs.Panel>
            <Tabs.Panel value="subscriptions" pt="md">
              <SubscriptionsTable subscriptions={view.subscriptions} />
            </Tabs.Panel>
            <Tabs.Panel value="orders" pt="md">
              <CompanyOrdersTable orders={view.orders} />
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="md">
              <PeopleTable users={view.users} />
            </Tabs.Panel>
          </Tabs>
          <StatusChangeModal action={action} company={view.company} onClose={() => setAction(null)} />
        </>
      )}
    </Stack>
  );
}
