import type { ImportResult } from "@cloudoc/contract";
import { Alert, Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDate } from "../../../../lib/format";
import { type Column, DataTable } from "../../../../ui/DataTable";
import { errorText } from "../../../../ui/States";
import { AdminPage } from "../../ui/AdminPage";
import { ListStates } from "../../ui/ListStates";
import { fetchImports, runImport, templateKeys } from "../queries/templates";

const columns: Column<ImportResult>[] = [
  { header: "When", cell: (row) => formatDate(row.createdAt) },
  { header: "Added", align: "right", cell: (row) => row.added },
  { header: "Changed (drafts)", align: "right", cell: (row) => row.changed },
  { header: "Unchanged", align: "right", cell: (row) => row.unchanged },
  { header: "Drafts kept", align: "right", cell: (row) => row.keptDrafts.length },
];

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
    <AdminPage title="Library import" maw={900}>
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
          <DataTable rows={data.list} rowKey={(row) => row._id} columns={columns} highlightOnHover={false} />
        )}
      </ListStates>
    </AdminPage>
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
