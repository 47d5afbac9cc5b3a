import type { ImportResult } from "@cloudoc/contract";
import { Alert, Button, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../../lib/format";
import { errorText } from "../../../../ui/States";
import { ListStates } from "../../ui/ListStates";
import { fetchImports, runImport, templateKeys } from "../queries/templates";

/** Imports a release of the library from content/: what it skipped, drafted and added, and past imports. */
export function ImportPage() {
  const queryClient = useQueryClient();
  const imports = useQuery({ queryKey: templateKeys.imports, queryFn: fetchImports });
  const run = useMutation({
    mutationFn: runImport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: templateKeys.imports });
      void queryClient.invalidateQueries({ queryKey: templateKeys.list });
    },
  });
  return (
    <Stack gap="lg" maw={900}>
      <title>Library import | Cloudoc admin</title>
      <Title order={1}>Library import</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>
            Compares the library release shipped with this server with the templates here, by policy number.
            Unchanged templates are skipped; changed ones become drafts for you to review and publish; new
            ones are added. A draft you are writing is never replaced.
          </Text>
          <Button onClick={() => run.mutate()} loading={run.isPending}>
            Import the library release
          </Button>
          {run.isError && <Alert color="red">{errorText(run.error)}</Alert>}
          {run.data && <ImportSummary result={run.data} />}
        </Stack>
      </Paper>
      <Title order={2} size="h3">
        Past imports
      </Title>
      <ListStates
        query={imports}
        noun="imports"
        emptyIcon={<IconHistory size={30} aria-hidden="true" />}
        emptyText="The library has not been imported from the console yet."
      >
        {(data) => (
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th ta="right">Added</Table.Th>
                <Table.Th ta="right">Changed (drafts)</Table.Th>
                <Table.Th ta="right">Unchanged</Table.Th>
                <Table.Th ta="right">Drafts kept</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                  <Table.Td ta="right">{row.added}</Table.Td>
                  <Table.Td ta="right">{row.changed}</Table.Td>
                  <Table.Td ta="right">{row.unchanged}</Table.Td>
                  <Table.Td ta="right">{row.keptDrafts.length}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
    </Stack>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <Alert color="green" title="Library release imported" role="status">
      <List size="sm">
        <List.Item>{result.added} new templates added and published</List.Item>
        <List.Item>{result.changed} changed templates now have a draft to review</List.Item>
        <List.Item>{result.unchanged} unchanged templates skipped</List.Item>
        {result.keptDrafts.length > 0 && (
          <List.Item>
            Changed, but your own draft was kept (decide yourself): {result.keptDrafts.join(", ")}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}
