import { pageSizes, updateMessages } from "@cloudoc/contract";
import { Anchor, Group, Paper, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { Pager } from "../../../ui/ListStates";
import { errorText, LoadError } from "../../../ui/States";
import { useLibraryUser } from "../../documents/use-library";
import { canDecideOn } from "../../updates/access-rules";
import { fetchAutoUpdates, updateKeys } from "../../updates/queries/updates-api";
import classes from "./library-lists.module.css";
import { editorPath } from "./paths";

type AutoUpdates = Awaited<ReturnType<typeof fetchAutoUpdates>>;

/** The list of what automatic updates did: each document, the library version and its notes. */
function AppliedList({ data }: { data: AutoUpdates }) {
  if (data.list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No document has been updated automatically yet.
      </Text>
    );
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Automatic updates">
      {data.list.map((entry) => (
        <Group
          key={entry._id}
          component="li"
          className={classes.updateRow}
          justify="space-between"
          wrap="nowrap"
          align="flex-start"
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={editorPath(entry.fileId)} size="sm" fw={600}>
              {entry.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[
                entry.policyNumber && `Policy ${entry.policyNumber}`,
                `Library version ${entry.templateVersion}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {entry.releaseNotes && (
              <Text size="xs" lineClamp={2}>
                {entry.releaseNotes}
              </Text>
            )}
          </Stack>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {formatDate(entry.decidedAt)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The auto-update setting (POST /user/autoupdate/recent-updates) and what it applied, 10 a page.
 * When on, documents the company never edited take new library versions at once (with a backup);
 * edited ones always wait for a decision.
 */
export function AutoUpdatePanel() {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const canChange = canDecideOn(useLibraryUser());
  const query = useQuery({
    queryKey: updateKeys.autoUpdate(page),
    queryFn: () => fetchAutoUpdates(page),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: (autoUpdate: boolean) => fetchAutoUpdates(1, autoUpdate),
    onSuccess: (reply) => {
      toast(
        reply.message || (reply.autoUpdate ? updateMessages.autoUpdateOn : updateMessages.autoUpdateOff),
        "success",
      );
      setPage(1);
      client.setQueryData(updateKeys.autoUpdate(1), reply);
      void client.invalidateQueries({ queryKey: updateKeys.all });
    },
    onError: (error) => toast(errorText(error), "error"),
  });
  const on = change.isPending ? Boolean(change.variables) : (query.data?.autoUpdate ?? false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="auto-updates-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="auto-updates-title">
          Automatic updates
        </Title>
        {query.isError && !query.data && (
          <LoadError
            title="The automatic updates could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isPending && <Skeleton height={72} radius="sm" />}
        {query.data && (
          <>
            <Switch
              checked={on}
              disabled={!canChange || change.isPending}
              onChange={(event) => change.mutate(event.currentTarget.checked)}
              label="Take new library versions automatically for documents we have not edited"
              description={on ? updateMessages.autoUpdateOn : updateMessages.autoUpdateOff}
            />
            <AppliedList data={query.data} />
            <Pager
              page={page}
              size={pageSizes.recentUpdates}
              shown={query.data.list.length}
              total={query.data.total}
              noun="automatic updates"
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
