import { type SubmissionSummary, webFormLimits } from "@cloudoc/contract";
import { Alert, Badge, Button, Group, Stack, TextInput } from "@mantine/core";
import { IconDownload, IconInbox, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { actionsHeader, type Column, DataTable, RowButton } from "../../../ui/DataTable";
import { Pager } from "../../../ui/ListStates";
import { LoadingRows } from "../../../ui/LoadingRows";
import { PageHeading } from "../../../ui/PageHeading";
import { usePagedSearch } from "../../../ui/people/use-paged-search";
import { EmptyState, LoadError } from "../../../ui/States";
import { SubmissionDrawer } from "../components/SubmissionDrawer";
import { downloadSubmissionsCsv, fetchForm, fetchSubmissions, formsKeys } from "../queries/forms-api";

const size = webFormLimits.pageSize;

/** /company/webform?id= (issue 17): a form's submissions, filtered, searched, opened and exported. */
export function SubmissionsPage() {
  const [params, setParams] = useSearchParams();
  const formId = params.get("id") ?? "";
  const opened = params.get("submission");
  const { page, setPage, searchText, search, setSearchText, restart } = usePagedSearch();
  const [dates, setDates] = useState({ from: "", to: "" });
  const filter = { formId, search, from: dates.from || undefined, to: dates.to || undefined };
  const form = useQuery({
    queryKey: [formsKeys.form, formId],
    queryFn: () => fetchForm(formId),
    enabled: formId !== "",
  });
  const list = useQuery({
    queryKey: [formsKeys.submissions, filter, page],
    queryFn: () => fetchSubmissions(filter, (page - 1) * size, size),
    enabled: formId !== "",
  });
  const csv = useMutation({ mutationFn: () => downloadSubmissionsCsv(filter) });
  const open = (id: string | null) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set("submission", id);
      else next.delete("submission");
      return next;
    });

  const columns: Column<SubmissionSummary>[] = [
    { header: "Sent", cell: (s) => formatDateTime(s.createdAt) },
    { header: "By", cell: (s) => s.submittedBy, td: { fw: 600 } },
    {
      header: "How",
      cell: (s) => (
        <Badge variant="light" color={s.public ? "grape" : "blue"}>
          {s.public ? "Public link" : "Signed in"}
        </Badge>
      ),
    },
    { header: "Version", cell: (s) => s.version, align: "right" },
    {
      header: actionsHeader,
      cell: (s) => (
        <RowButton label={`View the submission by ${s.submittedBy}`} onClick={() => open(s._id)}>
          View
        </RowButton>
      ),
    },
  ];
  const setDate = (key: "from" | "to") =>
    restart((value: string) => setDates((now) => ({ ...now, [key]: value })));

  return (
    <Stack gap="lg">
      <PageHeading
        title="Form submissions"
        heading={form.data ? `${form.data.title}: submissions` : "Submissions"}
        description="Everything sent with this form, newest first."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={csv.isPending}
            onClick={() => csv.mutate()}
          >
            Export all as CSV
          </Button>
        }
      />
      {csv.isError && <Alert color="red">{errorText(csv.error)}</Alert>}
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Names and answers"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
        />
        <TextInput
          label="From"
          type="date"
          value={dates.from}
          onChange={(e) => setDate("from")(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={dates.to}
          onChange={(e) => setDate("to")(e.currentTarget.value)}
        />
      </Group>
      {list.isError && (
        <LoadError
          title="The submissions could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.isPending && <LoadingRows label="Loading the submissions" />}
      {list.data?.total === 0 && (
        <EmptyState icon={<IconInbox />} title="No submissions">
          Nothing has been sent with this form{search || dates.from || dates.to ? " that matches" : " yet"}.
        </EmptyState>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <DataTable
            rows={list.data.list}
            rowKey={(s) => s._id}
            columns={columns}
            minWidth={640}
            label="Submissions"
            framed
          />
          <Pager
            page={page}
            size={size}
            shown={list.data.list.length}
            total={list.data.total}
            noun="submissions"
            onChange={setPage}
          />
        </>
      )}
      <SubmissionDrawer id={opened} onClose={() => open(null)} />
    </Stack>
  );
}
