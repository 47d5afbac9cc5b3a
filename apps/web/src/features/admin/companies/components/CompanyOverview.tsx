import type { CompanyView } from "@cloudoc/contract";
import { Alert, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatDate } from "../../../../lib/format";
import { formatBytes } from "../company-rules";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{value || "–"}</Table.Td>
    </Table.Tr>
  );
}

/** The company at a glance: who owns it, its profile, its storage and any suspension. */
export function CompanyOverview({ view }: { view: CompanyView }) {
  const { company, profile, storage } = view;
  return (
    <Stack gap="md">
      {company.status === "suspended" && (
        <Alert color="red" variant="light" title="Suspended" icon={<IconAlertTriangle aria-hidden="true" />}>
          Since {formatDate(company.suspendedAt)}: {company.suspendedReason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Account
          </Title>
          <Table>
            <Table.Tbody>
              <Fact label="Owner" value={company.ownerName} />
              <Fact label="Owner e-mail" value={company.ownerEmail} />
              <Fact label="Subdomain" value={company.subdomain} />
              <Fact label="Created" value={formatDate(company.createdAt)} />
              <Fact label="Last sign-in" value={formatDate(company.lastSignInAt) || "Never"} />
              <Fact label="Active subscriptions" value={String(company.activeSubscriptions)} />
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Organisation profile
          </Title>
          <Text size="sm" mb={4}>
            {profile.completeness}% complete
          </Text>
          <Progress value={profile.completeness} aria-label="Profile completeness" mb="sm" />
          <Table>
            <Table.Tbody>
              {profile.fields.map((fact) => (
                <Fact key={fact.label} label={fact.label} value={fact.value} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Storage
          </Title>
          <Table>
            <Table.Tbody>
              <Fact label="Documents" value={String(storage.documents)} />
              <Fact label="Saved versions" value={String(storage.versions)} />
              <Fact label="Space used" value={formatBytes(storage.bytes)} />
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
